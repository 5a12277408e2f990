import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { refusalOf } from './refusal.ts';

const refused = (status: number, code: number, msg: string, data: unknown = null) =>
  new ApiError({ status, code, msg, body: { code, msg, data } });

describe('refusalOf', () => {
  it('lists the holders of a role in use', () => {
    const r = refusalOf(refused(400, 40042, '该角色仍有人员在使用', { names: ['王五（wangwu）'] }), 'zh-CN');
    expect(r).toEqual({ message: '该角色仍有人员在使用', details: ['王五（wangwu）'], stale: false });
  });

  it('names journals using a merchant and titles ungranted permissions', () => {
    expect(refusalOf(refused(400, 40044, 'in use', { journals: ['医学与健康'] }), 'zh-CN').details).toEqual([
      '医学与健康',
    ]);
    expect(
      refusalOf(refused(400, 40045, 'not granted', { permissions: ['manage.corporateManagement'] }), 'en-US')
        .details,
    ).toEqual(['Presses']);
  });

  it('marks a stale version', () => {
    expect(refusalOf(refused(409, 40900, '数据已被他人修改'), 'zh-CN')).toEqual({
      message: '数据已被他人修改',
      details: [],
      stale: true,
    });
  });

  it('says in the transition table’s words why a manuscript action was refused', () => {
    const r = refusalOf(
      refused(400, 40070, '稿件当前不能执行此操作', { reason: 'noteRequired', status: 0 }),
      'zh-CN',
    );
    expect(r).toEqual({ message: '稿件当前不能执行此操作', details: ['请填写原因'], stale: false });
    expect(
      refusalOf(refused(400, 40070, 'refused', { reason: 'somethingNew', status: 0 }), 'en-US').details,
    ).toEqual([]);
  });

  it('treats a manuscript moved by someone else (40901) as stale', () => {
    expect(refusalOf(refused(409, 40901, '稿件已被他人处理', { status: 1, version: 2 }), 'zh-CN').stale).toBe(
      true,
    );
  });

  it('lists the field problems a form could not show under an input, in the reader’s language', () => {
    const error = new ApiError({
      status: 400,
      code: 40000,
      msg: '参数错误',
      fields: [{ path: 'sort', zh: '每个期刊最多 200 项', en: 'At most 200' }],
    });
    expect(refusalOf(error, 'zh-CN').details).toEqual(['每个期刊最多 200 项']);
    expect(refusalOf(error, 'en-US').details).toEqual(['At most 200']);
  });
});
