import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, uniquePhone } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { notificationTemplates, outbox, verificationCodes } from '../../db/schema/index.ts';

describe(`passwords (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const codeFromOutbox = async (phone: string) => {
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.id))
      .limit(1);
    return /(\d{6})/.exec(sms!.body)![1]!;
  };

  it('changes one’s password: the old one stops working, other sessions end, this one stays', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const other = await login(t.app, user.account, user.password);
    const mine = await login(t.app, user.account, user.password);
    void other;
    const wrong = await call(t.app, 'POST', '/sys/updPwd', mine, {
      body: { oldPassword: 'Nope12345', newPassword: 'Fresh2026a' },
    });
    expect(wrong.json()).toMatchObject({ code: 40030, msg: '原密码错误' });
    const weak = await call(t.app, 'POST', '/sys/updPwd', mine, {
      body: { oldPassword: user.password, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields[0]).toMatchObject({
      path: 'newPassword',
      zh: '密码须为 8 到 32 位，且同时包含字母和数字',
    });
    const done = await call(t.app, 'POST', '/sys/updPwd', mine, {
      body: { oldPassword: user.password, newPassword: 'Fresh2026a' },
    });
    expect(done.json().code).toBe(200);
    expect((await call(t.app, 'POST', '/sys/permissionList', mine)).statusCode).toBe(200);
    const old = await call(t.app, 'POST', '/sys/login', null, {
      body: { account: user.account, password: user.password },
    });
    expect(old.json().code).toBe(40010);
    await login(t.app, user.account, 'Fresh2026a');
  });

  it('resets a password with an SMS code from the outbox', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    const sent = await call(t.app, 'POST', '/sys/common/sendCode', null, {
      body: { phone: user.phone, purpose: 'resetPwd' },
    });
    expect(sent.json().code).toBe(200);
    const code = await codeFromOutbox(user.phone);
    const again = await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: user.phone } });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(40022);
    const bad = await call(t.app, 'POST', '/sys/resetPwd', null, {
      body: { phone: user.phone, code: code === '000000' ? '111111' : '000000', newPassword: 'Reset2026b' },
    });
    expect(bad.json()).toMatchObject({ code: 40020, msg: '验证码错误', data: { triesLeft: 4 } });
    const ok = await call(t.app, 'POST', '/sys/resetPwd', null, {
      body: { phone: user.phone, code, newPassword: 'Reset2026b' },
    });
    expect(ok.json().code).toBe(200);
    await login(t.app, user.account, 'Reset2026b');
    const reused = await call(t.app, 'POST', '/sys/resetPwd', null, {
      body: { phone: user.phone, code, newPassword: 'Other2026c' },
    });
    expect(reused.json().code).toBe(40021);
  });

  it('gives a code five tries and five minutes', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press);
    await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: user.phone } });
    const code = await codeFromOutbox(user.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/sys/resetPwd', null, {
        body: { phone: user.phone, code: wrongCode, newPassword: 'Reset2026b' },
      });
      expect(res.json().code).toBe(40020);
    }
    const right = await call(t.app, 'POST', '/sys/resetPwd', null, {
      body: { phone: user.phone, code, newPassword: 'Reset2026b' },
    });
    expect(right.json()).toMatchObject({ code: 40021, msg: '验证码已失效，请重新获取' });

    const other = await createUser(t.db, press);
    await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: other.phone } });
    const otherCode = await codeFromOutbox(other.phone);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.phone, other.phone)));
    const late = await call(t.app, 'POST', '/sys/resetPwd', null, {
      body: { phone: other.phone, code: otherCode, newPassword: 'Reset2026b' },
    });
    expect(late.json().code).toBe(40021);
  });

  it('checks the phone with SPEC §5’s messages and sends nothing for an unknown phone', async () => {
    const empty = await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: '' } });
    expect(empty.json().data.fields[0]).toEqual({
      path: 'phone',
      zh: '手机号码不能为空',
      en: 'Phone number cannot be empty',
    });
    const bad = await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: '12345678901' } });
    expect(bad.json().data.fields[0]).toEqual({
      path: 'phone',
      zh: '手机号码格式错误',
      en: 'Phone number format is wrong',
    });
    const phone = uniquePhone(); // nobody's: a fixed one would meet the 60 s resend limit on a reused database
    const unknown = await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone } });
    expect(unknown.json().code).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, phone))).toHaveLength(0);
  });

  it('sends the reset code in the press’s wording, and in the built-in one when that wording is broken', async () => {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { phone: uniquePhone() });
    await t.db.insert(notificationTemplates).values({
      pressId: press.id,
      event: 'passwordCode',
      locale: 'zh-CN',
      subject: '验证码',
      body: '{{ code }}',
      sms: '【{{ press }}】{{ recipient }}，重置密码验证码为 {{ code }}。',
    });
    const sent = await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: user.phone } });
    expect(sent.json().code).toBe(200);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.phone))
      .orderBy(desc(outbox.id));
    // The press's name and the person's (factories: 'Press …', 测试用户) filled in.
    expect(sms!.body).toMatch(/^【Press [^】]+】测试用户，重置密码验证码为 \d{6}。$/);
    expect(sms).toMatchObject({ channel: 'sms', secret: true });

    const other = await createPress(t.db);
    const second = await createUser(t.db, other, { phone: uniquePhone() });
    await t.db.insert(notificationTemplates).values({
      pressId: other.id,
      event: 'passwordCode',
      locale: 'zh-CN',
      subject: 'x',
      body: 'x',
      sms: '{{ code',
    });
    await call(t.app, 'POST', '/sys/common/sendCode', null, { body: { phone: second.phone } });
    const [fallback] = await t.db.select().from(outbox).where(eq(outbox.recipient, second.phone));
    expect(fallback!.body).toMatch(/^您的验证码为 \d{6}，5 分钟内有效。$/);
  });
});
