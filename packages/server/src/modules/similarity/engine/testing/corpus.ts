/**
 * Generated manuscripts for the engine's tests: academic-looking Chinese and English papers built
 * from a small sentence grammar and per-topic vocabularies with a seeded random generator, so every
 * run sees the same texts. Two papers on different topics share only short connecting phrases, the
 * way unrelated papers share the phrases of academic prose.
 */

export type Random = () => number;

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

export function shuffle<T>(rnd: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface Topic {
  title: string;
  field: string;
  objects: string[];
  factors: string[];
  methods: string[];
  data: string[];
  regions: string[];
  findings: string[];
  keywords: string[];
}

export interface Manuscript {
  lang: 'zh' | 'en';
  title: string;
  abstract: string;
  keywords: string[];
  sections: { heading: string; paragraphs: string[] }[];
  references: string[];
}

export const ZH_TOPICS: Topic[] = [
  {
    title: '数字普惠金融对农村居民消费升级的影响研究',
    field: '农村经济',
    objects: ['农村居民消费升级', '农户消费结构', '县域消费市场', '农村家庭发展型消费', '乡村服务业供给'],
    factors: [
      '数字普惠金融',
      '移动支付普及程度',
      '农村信贷可得性',
      '互联网基础设施',
      '金融素养水平',
      '农村电商发展',
    ],
    methods: ['双向固定效应模型', '中介效应模型', '工具变量法', '门槛回归模型', '倾向得分匹配方法'],
    data: ['中国家庭追踪调查数据', '县域面板数据', '北京大学数字普惠金融指数', '农村固定观察点数据'],
    regions: ['东部沿海', '中西部', '长江经济带', '东北三省', '西南山区'],
    findings: [
      '数字普惠金融主要通过缓解流动性约束促进农村居民消费升级',
      '数字金融的覆盖广度比使用深度具有更强的消费带动作用',
      '农村家庭的金融素养在其中发挥了重要的调节作用',
    ],
    keywords: ['数字普惠金融', '消费升级', '流动性约束', '农村居民'],
  },
  {
    title: '城市轨道交通站点周边建成环境对客流的影响',
    field: '城市交通规划',
    objects: ['轨道交通站点客流', '站点周边土地利用', '通勤出行方式选择', '地铁换乘效率', '职住空间分布'],
    factors: ['人口密度', '土地混合利用程度', '路网连通性', '公交接驳条件', '商业设施密度', '停车供给水平'],
    methods: ['地理加权回归模型', '多尺度地理加权回归', '随机森林算法', '空间计量模型', '结构方程模型'],
    data: ['地铁刷卡数据', '手机信令数据', '兴趣点数据', '城市居民出行调查数据'],
    regions: ['上海市中心城区', '深圳市', '成都市', '武汉市主城区', '杭州市'],
    findings: [
      '建成环境对客流的影响存在显著的空间异质性',
      '土地混合利用程度对非通勤客流的作用明显强于通勤客流',
      '站点周边八百米范围内的建成环境解释了大部分客流差异',
    ],
    keywords: ['轨道交通', '建成环境', '客流预测', '空间异质性'],
  },
  {
    title: '重金属污染农田土壤的微生物修复技术研究进展',
    field: '环境科学',
    objects: ['土壤镉污染', '重金属生物有效性', '根际微生物群落', '水稻籽粒镉积累', '土壤酶活性'],
    factors: ['土壤酸碱度', '有机质含量', '生物炭施用量', '植物促生菌接种', '水分管理方式', '磷肥施用水平'],
    methods: ['盆栽试验', '高通量测序技术', '连续提取法', '大田对比试验', '主成分分析'],
    data: ['长期定位试验数据', '土壤样品测定结果', '田间监测数据', '文献荟萃分析数据'],
    regions: ['湖南省', '广西壮族自治区', '江西省', '珠江三角洲', '西南喀斯特地区'],
    findings: [
      '微生物与生物炭联合施用可显著降低重金属的生物有效性',
      '根际微生物群落结构的变化是修复效果差异的主要原因',
      '淹水管理与菌剂接种相结合的修复效果最为稳定',
    ],
    keywords: ['重金属', '微生物修复', '土壤污染', '生物炭'],
  },
];

export const EN_TOPICS: Topic[] = [
  {
    title: 'Remote Work and Employee Well-Being: Evidence from a Longitudinal Panel',
    field: 'organizational psychology',
    objects: [
      'employee well-being',
      'work engagement',
      'job satisfaction',
      'emotional exhaustion',
      'turnover intention',
    ],
    factors: [
      'remote work intensity',
      'supervisor support',
      'schedule flexibility',
      'home office quality',
      'team communication frequency',
      'workload',
    ],
    methods: [
      'multilevel growth models',
      'fixed-effects panel regression',
      'latent profile analysis',
      'cross-lagged panel models',
      'structural equation modeling',
    ],
    data: [
      'a four-wave employee survey',
      'administrative human resources records',
      'daily diary data',
      'a nationally representative labor force panel',
    ],
    regions: ['Germany', 'the Netherlands', 'Canada', 'Australia', 'the United Kingdom'],
    findings: [
      'moderate levels of remote work are associated with the highest well-being',
      'supervisor support buffers the negative effect of isolation on engagement',
      'the benefits of flexibility fade when workload rises above its usual level',
    ],
    keywords: ['remote work', 'well-being', 'job demands', 'longitudinal study'],
  },
  {
    title: 'Deep Learning for Early Detection of Diabetic Retinopathy in Primary Care',
    field: 'medical imaging',
    objects: [
      'diabetic retinopathy screening',
      'referable disease detection',
      'image quality assessment',
      'lesion segmentation',
      'grading agreement',
    ],
    factors: [
      'image resolution',
      'camera type',
      'pupil dilation',
      'training set size',
      'label noise',
      'patient age',
    ],
    methods: [
      'convolutional neural networks',
      'transfer learning from natural images',
      'attention-based ensembles',
      'gradient-weighted class activation mapping',
      'bootstrap confidence intervals',
    ],
    data: [
      'retinal photographs from primary care clinics',
      'a public fundus image benchmark',
      'an external validation cohort',
      'graded images from two reading centers',
    ],
    regions: ['rural India', 'southern Spain', 'Ontario', 'Singapore', 'northern Thailand'],
    findings: [
      'the model reaches specialist-level sensitivity on images of adequate quality',
      'performance drops sharply on images taken without pupil dilation',
      'ensembling reduces the variance of predictions across camera types',
    ],
    keywords: ['diabetic retinopathy', 'deep learning', 'screening', 'fundus photography'],
  },
  {
    title: 'Groundwater Depletion and Crop Choice in Semi-Arid Agriculture',
    field: 'agricultural economics',
    objects: [
      'groundwater extraction',
      'crop choice',
      'irrigated area',
      'farm income stability',
      'well failure rates',
    ],
    factors: [
      'electricity subsidies',
      'aquifer depth',
      'rainfall variability',
      'minimum support prices',
      'access to credit',
      'drip irrigation adoption',
    ],
    methods: [
      'a difference-in-differences design',
      'instrumental variable estimation',
      'a discrete choice model',
      'spatial regression discontinuity',
      'household fixed effects',
    ],
    data: [
      'village-level well census records',
      'satellite estimates of irrigated area',
      'a household survey of farmers',
      'district crop statistics',
    ],
    regions: ['Punjab', 'the Texas High Plains', 'northern China', 'Rajasthan', 'central Iran'],
    findings: [
      'falling water tables push farmers away from water-intensive crops only slowly',
      'flat-rate electricity pricing removes most of the incentive to conserve water',
      'credit access determines whether farmers can adopt water-saving technology',
    ],
    keywords: ['groundwater', 'irrigation', 'crop choice', 'water policy'],
  },
];

/**
 * Sentences come from a small grammar (opener + subject + predicate + tail) rather than whole
 * templates, so the fixed words between two slots are short: papers on different topics then share
 * phrases of a few words, as real ones do, but no sentence skeletons.
 */
interface Grammar {
  openers: string[];
  subjects: string[];
  predicates: string[];
  tails: string[];
  findings: string[];
  end: string;
  join: string;
}

const ZH: Grammar = {
  openers: [
    '',
    '',
    '',
    '近年来，',
    '从整体上看，',
    '在此基础上，',
    '与此同时，',
    '进一步看，',
    '具体而言，',
    '值得注意的是，',
    '总体而言，',
    '由此可见，',
    '在样本期内，',
    '相比之下，',
    '另一方面，',
    '从时间维度看，',
    '就{region}而言，',
    '{year}年以后，',
    '实证结果显示，',
  ],
  subjects: [
    '{factor}',
    '{factor}的提升',
    '{factor}的变化',
    '{method}的估计表明{factor}',
    '基于{data}的测算显示{factor}',
  ],
  predicates: [
    '对{object}产生了显著的正向影响',
    '明显促进了{object}',
    '在一定程度上抑制了{object}',
    '有效改善了{object}',
    '部分解释了{object}的区域差异',
    '与{object}之间存在倒U型关系',
    '持续推动了{object}',
    '显著提高了{object}的整体水平',
    '对{object}的作用存在明显的滞后性',
    '是影响{object}的关键因素',
    '与{factor2}共同塑造了{object}',
  ],
  tails: [
    '',
    '',
    '，其边际效应约为{coef}',
    '，这一结论在{region}尤为明显',
    '，且在{p}的水平上显著',
    '，年均增幅约为{pct}',
    '（N={n}）',
    '，如表{k}所示',
    '，见图{k}',
    '，弹性系数为{coef}',
    '，解释了约{pct}的总体变异',
  ],
  findings: ['研究发现，{finding}', '这表明{finding}', '据此可以推断，{finding}'],
  end: '。',
  join: '',
};

const EN: Grammar = {
  openers: [
    '',
    '',
    '',
    'In recent years, ',
    'Overall, ',
    'On this basis, ',
    'At the same time, ',
    'More specifically, ',
    'Notably, ',
    'Taken together, ',
    'In our sample, ',
    'By contrast, ',
    'On the other hand, ',
    'As expected, ',
    'Interestingly, ',
    'Over time, ',
    'In {region}, ',
    'After {year}, ',
  ],
  subjects: [
    '{factor}',
    'higher {factor}',
    'the rise in {factor}',
    'variation in {factor}',
    'the estimate from {method} suggests that {factor}',
  ],
  predicates: [
    'strongly affects {object}',
    'is positively associated with {object}',
    'partly explains regional differences in {object}',
    'reduces {object}',
    'has a nonlinear relationship with {object}',
    'is a key driver of {object}',
    'predicts later changes in {object}',
    'moderates the link between {factor2} and {object}',
    'does not fully account for {object}',
    'raises the overall level of {object}',
  ],
  tails: [
    '',
    '',
    ' in {region}',
    ' by about {pct}',
    ' (p < {pv})',
    ' across {n} observations',
    ' between {year} and {year2}',
    ', especially in {region}',
    ', as Table {k} shows',
    ', with an elasticity of {coef}',
  ],
  findings: ['We find that {finding}', 'This suggests that {finding}', 'It follows that {finding}'],
  end: '.',
  join: ' ',
};

function sentence(rnd: Random, g: Grammar, topic: Topic): string {
  const raw =
    rnd() < 0.12
      ? pick(rnd, g.findings)
      : pick(rnd, g.openers) +
        pick(rnd, g.subjects) +
        (g.join || '') +
        pick(rnd, g.predicates) +
        pick(rnd, g.tails);
  const text = fill(rnd, raw, topic);
  return text[0]!.toUpperCase() + text.slice(1) + g.end;
}

const ZH_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const ZH_GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '涛',
  '明',
  '超',
  '秀英',
  '志强',
  '海燕',
  '建华',
];
const ZH_JOURNALS = [
  '经济研究',
  '管理世界',
  '地理学报',
  '环境科学学报',
  '中国农村经济',
  '城市规划学刊',
  '土壤学报',
  '金融研究',
];
const EN_SURNAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Müller',
  'Nguyen',
  'Kim',
  'Patel',
  'Rossi',
  'Andersson',
  'Okafor',
  'Tanaka',
  'Dubois',
];
const EN_JOURNALS = [
  'Journal of Applied Psychology',
  'Ophthalmology',
  'American Journal of Agricultural Economics',
  'Water Resources Research',
  'Work & Stress',
  'The Lancet Digital Health',
];

function fill(rnd: Random, template: string, topic: Topic): string {
  const two = shuffle(rnd, topic.factors);
  const year = 2005 + Math.floor(rnd() * 12);
  const values: Record<string, () => string> = {
    field: () => topic.field,
    object: () => pick(rnd, topic.objects),
    factor: () => two[0]!,
    factor2: () => two[1]!,
    method: () => pick(rnd, topic.methods),
    data: () => pick(rnd, topic.data),
    region: () => pick(rnd, topic.regions),
    finding: () => pick(rnd, topic.findings),
    year: () => String(year),
    year2: () => String(year + 3 + Math.floor(rnd() * 6)),
    pct: () => `${(5 + rnd() * 60).toFixed(1)}%`,
    n: () => String(200 + Math.floor(rnd() * 9000)),
    k: () => String(1 + Math.floor(rnd() * 8)),
    p: () => pick(rnd, ['1%', '5%', '10%']),
    pv: () => pick(rnd, ['0.001', '0.01', '0.05']),
    coef: () => (rnd() * 0.9 + 0.05).toFixed(3),
    se: () => (rnd() * 0.05 + 0.005).toFixed(3),
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!());
}

function paragraph(rnd: Random, lang: 'zh' | 'en', topic: Topic, sentences: number): string {
  const g = lang === 'zh' ? ZH : EN;
  return Array.from({ length: sentences }, () => sentence(rnd, g, topic)).join(g.join);
}

function reference(rnd: Random, lang: 'zh' | 'en', topic: Topic, n: number): string {
  const year = 2008 + Math.floor(rnd() * 15);
  const pages = 10 + Math.floor(rnd() * 100);
  if (lang === 'zh') {
    const author = () => pick(rnd, ZH_SURNAMES) + pick(rnd, ZH_GIVEN);
    return `[${n}] ${author()}, ${author()}. ${pick(rnd, topic.factors)}与${pick(rnd, topic.objects)}：基于${pick(rnd, topic.data)}的分析[J]. ${pick(rnd, ZH_JOURNALS)}, ${year}, ${20 + (year % 20)}(${1 + Math.floor(rnd() * 12)}): ${pages}-${pages + 12}.`;
  }
  const author = () => `${pick(rnd, EN_SURNAMES)} ${String.fromCharCode(65 + Math.floor(rnd() * 26))}`;
  const title = `${pick(rnd, topic.factors)} and ${pick(rnd, topic.objects)}: evidence from ${pick(rnd, topic.regions)}`;
  return `[${n}] ${author()}, ${author()}. ${title[0]!.toUpperCase()}${title.slice(1)}. ${pick(rnd, EN_JOURNALS)}, ${year}, ${10 + (year % 30)}(${1 + Math.floor(rnd() * 6)}): ${pages}-${pages + 15}.`;
}

const ZH_HEADINGS = ['1 引言', '2 文献综述与研究假设', '3 研究设计', '4 实证结果与分析', '5 结论与政策建议'];
const EN_HEADINGS = [
  '1. Introduction',
  '2. Related Work',
  '3. Data and Methods',
  '4. Results',
  '5. Discussion and Conclusion',
];

/**
 * A paper of about `paragraphs` body paragraphs: roughly 3,000 characters of Chinese for 14, or
 * 2,000 words of English for 16.
 */
export function manuscript(seed: number, lang: 'zh' | 'en', topic: Topic, paragraphs: number): Manuscript {
  const rnd = random(seed);
  const headings = lang === 'zh' ? ZH_HEADINGS : EN_HEADINGS;
  const sections = headings.map((heading) => ({ heading, paragraphs: [] as string[] }));
  for (let i = 0; i < paragraphs; i++)
    sections[Math.min(headings.length - 1, Math.floor((i * headings.length) / paragraphs))]!.paragraphs.push(
      paragraph(rnd, lang, topic, 4 + Math.floor(rnd() * 3)),
    );
  return {
    lang,
    title: topic.title,
    abstract: paragraph(rnd, lang, topic, 4),
    keywords: topic.keywords,
    sections,
    references: Array.from({ length: 12 }, (_, i) => reference(rnd, lang, topic, i + 1)),
  };
}

export function render(m: Manuscript): string {
  const zh = m.lang === 'zh';
  const parts = [
    m.title,
    `${zh ? '摘要：' : 'Abstract: '}${m.abstract}`,
    `${zh ? '关键词：' : 'Keywords: '}${m.keywords.join(zh ? '；' : '; ')}`,
  ];
  for (const s of m.sections) parts.push(s.heading, ...s.paragraphs);
  parts.push(zh ? '参考文献' : 'References', ...m.references);
  return parts.join('\n\n');
}

/** The same paper sent again: a new title, the body's paragraphs in another order, refs as they were. */
export function resubmission(seed: number, m: Manuscript, title: string): Manuscript {
  const rnd = random(seed);
  const paragraphs = shuffle(
    rnd,
    m.sections.flatMap((s) => s.paragraphs),
  );
  const per = Math.ceil(paragraphs.length / m.sections.length);
  return {
    ...m,
    title,
    sections: m.sections.map((s, i) => ({
      heading: s.heading,
      paragraphs: paragraphs.slice(i * per, (i + 1) * per),
    })),
  };
}

const ZH_WORDS =
  '发展 经济 社会 技术 教育 文化 管理 系统 数据 模型 方法 分析 研究 问题 结构 功能 过程 环境 资源 政策 市场 企业 城市 农村 人口 健康 医疗 信息 网络 平台 服务 质量 效率 创新 能力 水平 影响 因素 机制 路径 策略 评价 指标 体系 结果 显著 提高 降低 促进 推动 实现 构建 完善 加强 优化 调整 增长 变化 趋势 差异 关系 作用 效应 区域 产业 能源 生态 材料 结构 算法 实验 样本 变量 参数 误差 精度 设计 应用 实践 理论 框架 视角 维度 特征 模式 规律 现状 对策 建议 风险 安全 治理 协同 融合 转型 升级 改革 开放 合作 交流 传播 媒体 语言 文学 历史 哲学 法律 制度 组织 行为 心理 认知 学习 课程 教学 学生 教师 学校 家庭 儿童 老年 医院 患者 疾病 药物 临床 基因 蛋白 细胞 土壤 水体 大气 气候 植物 动物 微生物'.split(
    ' ',
  );
const EN_WORDS =
  'the of and to in a is that for on with as by this we are be from at an which these our results data model analysis method study effect between was were using based has have can may also more than not their its such level across time both two each during after under high low new large small significant sample group rate value values change growth policy market firm school student teacher patient hospital disease treatment clinical trial gene protein cell soil water climate plant species network system design framework theory evidence approach process structure function performance quality efficiency risk health education income labor capital energy urban rural regional national public private social economic political cultural environmental'.split(
    ' ',
  );

/** An unrelated filler document: random words of one language in sentences, `words` long. */
export function noise(seed: number, lang: 'zh' | 'en', words: number): string {
  const rnd = random(seed);
  const pool = lang === 'zh' ? ZH_WORDS : EN_WORDS;
  const sentences: string[] = [];
  let left = words;
  while (left > 0) {
    const n = Math.min(left, 8 + Math.floor(rnd() * 14));
    const ws = Array.from({ length: n }, () => pick(rnd, pool));
    sentences.push(lang === 'zh' ? `${ws.join('')}。` : `${ws.join(' ')}.`);
    left -= n;
  }
  return sentences.join(lang === 'zh' ? '' : ' ');
}
