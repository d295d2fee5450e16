/** The members' cloud drives: a folder tree, a private zone, and files whose bytes are really served. */
import { MODELS } from '../../media/models.ts';
import { svgBytes } from '../../media/svg/index.ts';
import { genUrl, mimeOf, modelUrl, uploadUrl, type GenKind } from '../../media/urls.ts';
import { nextId } from '../db.ts';
import type { Rng } from '../prng.ts';
import type { Db } from '../types.ts';
import { after, daysAgo } from './clock.ts';
import { MEMBER_1, MEMBER_2 } from './people.ts';

/** A file entry: text is stored as a blob; svg/glb entries point at generated media. */
type Entry =
  | { file: string; text: string }
  | { file: string; gen: GenKind; n: number }
  | { file: string; model: keyof typeof MODELS };
interface Tree {
  [folder: string]: Tree | Entry[];
}

export const PRIVATE_ZONE_NAME = '私密空间';

const encoder = new TextEncoder();

const MEMBER_1_DRIVE: { root: Entry[]; folders: Tree; secret: Tree } = {
  root: [
    {
      file: '作品集目录.md',
      text: '# 作品集目录\n\n1. 青瓷系列（梅瓶、建盏、香炉）\n2. 国风场景\n3. 插画练习\n\n更新于 2026 年 10 月。\n',
    },
    { file: '青瓷梅瓶.glb', model: 'vase' },
  ],
  folders: {
    设计素材: {
      贴图: [
        { file: '青瓷釉色参考.svg', gen: 'art', n: 3101 },
        {
          file: '木纹贴图说明.txt',
          text: '木纹贴图均为 4K 无缝贴图，建议平铺 2×2 使用。\n来源：自己拍摄的老榆木家具。\n',
        },
      ],
      笔刷: [{ file: '常用笔刷清单.md', text: '- 厚涂方头笔\n- 水彩晕染\n- 铅笔速写\n- 云雾喷枪\n' }],
    },
    客户项目: {
      '2026 国风手游': [
        {
          file: '需求说明.md',
          text: '# 国风手游场景需求\n\n- 风格：宋代江南\n- 交付：低模 + PBR 贴图\n- 工期：6 周\n',
        },
        { file: '场景概念稿.svg', gen: 'art', n: 3102 },
        {
          file: '报价单.csv',
          text: '项目,数量,单价（元）\n场景建模,12,800.00\n道具建模,30,150.00\n贴图绘制,42,120.00\n',
        },
      ],
      已交付: [{ file: '交付清单.txt', text: '2026-09 交付：亭台 ×2、石桥 ×1、古树 ×6。客户已验收。\n' }],
    },
    参考图: [
      { file: '山水参考 01.svg', gen: 'art', n: 3103 },
      { file: '山水参考 02.svg', gen: 'art', n: 3104 },
      { file: '配色板.svg', gen: 'blog', n: 3105 },
    ],
  },
  secret: {
    合同: [
      {
        file: '合作协议-山月工作室.txt',
        text: '甲方：山月工作室\n乙方：造物小林\n合作内容：国风场景模型外包\n金额：人民币 18,600.00 元\n',
      },
    ],
    _files: [
      { file: '收款账户.txt', text: '开户行：招商银行杭州分行\n账号：6225 **** **** 8000\n' },
      { file: '身份证明说明.txt', text: '实名认证材料已提交平台，原件另行保管。\n' },
    ],
  },
};

const MEMBER_2_DRIVE: { root: Entry[]; folders: Tree; secret: Tree } = {
  root: [{ file: '学习计划.txt', text: '每天一张速写，每周一个 Blender 小练习。\n' }],
  folders: {
    插画练习: [
      { file: '锦鲤草图.svg', gen: 'art', n: 3201 },
      { file: '城市夜景.svg', gen: 'art', n: 3202 },
    ],
  },
  secret: {},
};

export function seedDisk(db: Db, rng: Rng): void {
  for (const [user, drive] of [
    [MEMBER_1, MEMBER_1_DRIVE],
    [MEMBER_2, MEMBER_2_DRIVE],
  ] as const) {
    const addFiles = (folder_id: number, entries: Entry[], since: string) => {
      for (const e of entries) {
        const created_at = after(rng, since, 60);
        const id = nextId(db, 'files');
        let path: string;
        let size: number;
        if ('text' in e) {
          const bytes = encoder.encode(e.text);
          path = uploadUrl(user, `f${id}`, e.file);
          db.blobs.set(path, {
            parts: [{ size: bytes.length, bytes }],
            size: bytes.length,
            seeded: true,
            mime: mimeOf(e.file),
            name: e.file,
            owner_id: user,
            public: false,
            created_at: 0,
          });
          size = bytes.length;
        } else if ('gen' in e) {
          path = genUrl(e.gen, e.n);
          size = svgBytes(e.gen, e.n).length;
        } else {
          path = modelUrl(e.model);
          size = MODELS[e.model].size;
        }
        db.files.set(id, {
          id,
          user_id: user,
          folder_id,
          name: e.file,
          path,
          size,
          mime: mimeOf(e.file),
          created_at,
        });
      }
    };
    const addTree = (parent_id: number, tree: Tree, is_private: boolean, since: string) => {
      for (const [name, content] of Object.entries(tree)) {
        if (name === '_files') {
          addFiles(parent_id, content as Entry[], since);
          continue;
        }
        const created_at = after(rng, since, 30);
        const id = nextId(db, 'folders');
        db.folders.set(id, { id, user_id: user, name, parent_id, is_private, created_at });
        if (Array.isArray(content)) addFiles(id, content, created_at);
        else addTree(id, content, is_private, created_at);
      }
    };
    const start = daysAgo(rng, 300, 200);
    addFiles(0, drive.root, start);
    addTree(0, drive.folders, false, start);
    addTree(0, { [PRIVATE_ZONE_NAME]: drive.secret }, true, start);
  }
}
