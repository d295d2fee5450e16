import { describe, expect, it } from 'vitest';
import { htmlParagraphs, htmlText } from './html-text.ts';

describe('htmlText', () => {
  it('drops tags, scripts and styles with their contents, and decodes what an editor writes', () => {
    expect(
      htmlText('<p>你好<b>世界</b></p><script>alert(1)</script><style>p{}</style>&amp;lt; &nbsp;x'),
    ).toBe('你好 世界 &lt; x');
  });
});

describe('htmlParagraphs', () => {
  it("keeps each of the author's blocks as its own paragraph, in order", () => {
    const html =
      '<h2>一、标题</h2><p>第一段<br>换行后</p><ul><li>要点甲</li><li>要点乙</li></ul><blockquote>引用</blockquote><p> </p><div>末尾</div>';
    expect(htmlParagraphs(html)).toEqual([
      '一、标题',
      '第一段',
      '换行后',
      '要点甲',
      '要点乙',
      '引用',
      '末尾',
    ]);
  });

  it('leaves out scripts, even ones that hold a closing tag in a string', () => {
    expect(htmlParagraphs('<p>前</p><script>"</p>"; alert(1)</script><p>后</p>')).toEqual(['前', '后']);
  });

  it('is plain text: markup in the text stays text for the caller to escape', () => {
    expect(htmlParagraphs('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toEqual([
      '<img src=x onerror=alert(1)>',
    ]);
  });

  it('splits on a <br> with attributes too', () => {
    expect(htmlParagraphs('<p>甲<br class="soft">乙<br data-x="1"/>丙</p>')).toEqual(['甲', '乙', '丙']);
  });

  it('reads hostile markup that never closes at once (each unclosed < used to scan to the end again)', () => {
    // 1 MB, the most the first paint reads of an answer: before, hours of work for one page.
    expect(htmlText('<'.repeat(1_000_000))).toBe('');
    expect(htmlParagraphs('<style'.repeat(170_000))).toEqual([]);
    expect(htmlParagraphs(`<p>开头</p>${'<br'.repeat(300_000)}`)).toEqual(['开头']);
  });
});
