/**
 * Blog bodies as authors really paste them: headings, lists, quotes, code, images. One post keeps
 * hostile markup, because real user HTML does; the SPA must sanitize it.
 */
import type { Rng } from '../prng.ts';

const OPENINGS = [
  '最近有不少朋友私信问我这个问题，干脆整理成一篇文章，一次说清楚。',
  '这篇文章是我过去半年做项目的总结，内容比较杂，挑你需要的看就好。',
  '先说结论：方法不难，难的是坚持把每一步做到位。',
  '写这篇之前我犹豫了很久，因为网上相关的资料已经很多了，但真正讲清楚流程的很少。',
];

const POINTS = [
  '先确定整体比例和大形，再去抠细节，顺序反过来一定会返工。',
  '参考图至少准备三类：结构参考、材质参考和氛围参考。',
  '每做完一个阶段就存一个版本，文件名带上日期，别相信“最终版”。',
  '灯光先用三点布光打底，再根据画面情绪调整主光的角度和色温。',
  '材质的粗糙度比颜色更影响真实感，多花时间在粗糙度贴图上。',
  '给自己定一个截止时间，完成比完美更重要。',
  '快捷键一定要练熟，能省下大量重复操作的时间。',
  '作品发布前，用手机看一遍缩略图，确认在小尺寸下依然好看。',
];

const QUOTES = [
  '好的作品不是一次画出来的，是一遍遍改出来的。',
  '工具只是手段，审美和观察才是核心竞争力。',
  '先完成，再完美。',
];

const CODE = [
  "import bpy\n\n# 批量给选中物体添加倒角修改器\nfor obj in bpy.context.selected_objects:\n    mod = obj.modifiers.new(name='Bevel', type='BEVEL')\n    mod.width = 0.02\n    mod.segments = 3",
  '// AE 表达式：让图层随时间轻微摆动\nwiggle(2, 15)',
  '# 导出前检查：应用缩放、清理多余材质\nCtrl + A → Scale\nFile → Clean Up → Purge Unused Data',
];

/** A post's body; `figure` is its illustration (of the post's subject, like its cover). */
export function blogContent(rng: Rng, title: string, figure: string): string {
  const points = rng.sample(POINTS, rng.int(3, 5));
  const parts = [
    `<p>${rng.pick(OPENINGS)}</p>`,
    `<h2>一、为什么要聊「${title.replace(/[（(·].*$/, '').trim()}」</h2>`,
    `<p>很多人卡在这一步，不是因为不会，而是没有形成固定的流程。下面是我自己的做法，供大家参考。</p>`,
    `<figure><img src="${figure}" alt="示意图" width="800" height="600"><figcaption>图 1：整体流程示意</figcaption></figure>`,
    '<h2>二、具体步骤</h2>',
    `<ol>${points.map((p) => `<li>${p}</li>`).join('')}</ol>`,
  ];
  if (rng.chance(0.5)) parts.push(`<pre><code>${escapeHtml(rng.pick(CODE))}</code></pre>`);
  parts.push(`<blockquote><p>${rng.pick(QUOTES)}</p></blockquote>`);
  parts.push('<h2>三、写在最后</h2>');
  parts.push(
    `<p>如果这篇文章对你有帮助，欢迎<strong>点赞收藏</strong>。有问题可以在评论区留言，我看到都会回复。更多作品见我的<a href="/designer">主页</a>。</p>`,
  );
  return parts.join('\n');
}

export const HOSTILE_BLOG_TITLE = '前端小课：为什么作品描述里不能随便贴 HTML';

/** A post whose body carries an onerror handler and a javascript: link, as pasted by a user. */
export function hostileBlogContent(): string {
  return [
    '<p>上周有同学在作品描述里贴了一段“特效代码”，结果页面弹出了奇怪的窗口。今天就借这个机会聊聊 XSS。</p>',
    '<h2>一、一张“图片”也能执行代码</h2>',
    '<p>下面这张图片的地址是无效的，浏览器加载失败时会触发 onerror：</p>',
    '<p><img src=x onerror=alert(1)></p>',
    '<h2>二、看起来正常的链接</h2>',
    '<p>再比如这个“素材下载”链接：<a href="javascript:alert(1)">点击领取免费素材包</a>，点下去执行的其实是脚本。</p>',
    '<h2>三、平台怎么做</h2>',
    '<ul><li>渲染前对 HTML 做白名单过滤</li><li>只允许 http、https、mailto 等安全协议的链接</li><li>外链统一加上 rel="noopener"</li></ul>',
    '<p>所以，如果你发现自己贴的代码没有生效，那说明平台在保护大家。</p>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
