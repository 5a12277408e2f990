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
});
