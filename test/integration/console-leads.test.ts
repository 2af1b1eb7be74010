import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enquiries, forms, leads, optionLists } from '../../src/db/schema';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import type { LeadDetail, LeadList, LeadReveal } from '../../src/shared/contracts/console-leads';
import { createDevice } from './journey-fixtures';

import { CONSOLE_ORIGIN, consoleTestApp, cookieOf } from './console-helpers';
/**
 * The lead inbox (decision 0114): who sees which lead (agents only their assigned leads, 404 for the others),
 * the audited reveal, optimistic versions (409), filters and search, assignment and notes.
 */
// 10:00 in the UAE: inside the default call window
const t = consoleTestApp('2026-11-29T06:00:00Z');
const tick = t.tick;

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '10.114.0.1',
    headers: { origin: CONSOLE_ORIGIN, cookie: `sc_console=${cookie}` },
    ...(payload ? { payload } : {}),
  });
}
const PASSWORD = 'correct horse battery';

async function enrol(email: string, role: 'admin' | 'agent' | 'team_lead', products: number[], by?: string) {
  let link: string;
  if (role === 'admin')
    link = await createAdminInvitation(
      t.ctx.db,
      t.config,
      () => {},
      ['--email', email],
      () => t.now,
    );
  else {
    const res = await call('POST', '/api/console/staff/invitations', by!, {
      email,
      displayName: email.split('@')[0],
      role,
      products,
    });
    expect(res.statusCode, res.body).toBe(200);
    link = res.json<{ data: { link: string } }>().data.link;
  }
  const token = new URL(link).hash.replace('#invite=', '');
  const accepted = await call('POST', '/api/console/invitations/accept', '', { token, password: PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { secret } = accepted.json<{ data: { secret: string } }>().data;
  const confirmed = await call('POST', '/api/console/invitations/confirm', '', {
    token,
    code: await totpCode(secret, t.now),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  tick(31_000);
  const id = confirmed.json<{ data: { id: number } }>().data.id;
  return { id, cookie: cookieOf(confirmed) };
}

let admin: { id: number; cookie: string };
let agentA: { id: number; cookie: string };
let agentB: { id: number; cookie: string };
let lead: { id: number; cookie: string };
const ids = { one: 0, two: 0, three: 0 };

async function addLead(
  key: keyof typeof ids,
  product: number,
  mobile: string,
  extra: Partial<typeof leads.$inferInsert> = {},
) {
  const device = await createDevice(t.app, product);
  const [row] = await t.ctx.db
    .insert(leads)
    .values({
      publicId: `L${key.padEnd(23, '0')}`.slice(0, 24),
      deviceId: device.deviceId,
      countryProductId: product,
      source: 'talk_to_expert',
      mobileNumber: mobile,
      name: `Visitor ${key}`,
      email: `${key}@visitor.example`,
      consentAt: t.now,
      consentVersion: 'v1',
      // On the test's clock, not the database's: the date filters read the UAE day (after 20:00 UTC it is tomorrow).
      createdAt: t.now,
      ...extra,
    })
    .returning({ id: leads.id });
  ids[key] = row!.id;
}

const list = async (cookie: string, query = '') => {
  const r = await call('GET', `/api/console/leads${query}`, cookie);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: LeadList }>().data;
};
const detail = async (cookie: string, id: number) =>
  (await call('GET', `/api/console/leads/${id}`, cookie)).json<{ data: LeadDetail }>().data;
const reveals = async () =>
  Number(
    (
      await t.ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from console_audit_log where action = 'lead.personal-data.read'`,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  admin = await enrol('admin@sahel.example', 'admin', []);
  agentA = await enrol('agent.a@sahel.example', 'agent', [1], admin.cookie);
  agentB = await enrol('agent.b@sahel.example', 'agent', [1], admin.cookie);
  lead = await enrol('lead@sahel.example', 'team_lead', [1], admin.cookie);
  await addLead('one', 1, '501234567');
  await addLead('two', 1, '509876543', { callFromMinute: 900, callToMinute: 1020 });
  await addLead('three', 3, '551112222', { consentWithdrawnAt: t.now, consentWithdrawnReason: 'visitor' });
});

describe('the lead inbox', () => {
  it('an admin sees every lead, a team lead those of their products, an agent only those assigned to them', async () => {
    expect((await list(admin.cookie)).total).toBe(3);
    expect((await list(lead.cookie)).rows.map((r) => r.id).sort()).toEqual([ids.one, ids.two].sort());
    expect((await list(agentA.cookie)).total).toBe(0);
    const row = (await list(lead.cookie, `?q=${'4567'}`)).rows;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ id: ids.one, status: 'new', version: 0, mobileMasked: '•••••••67' });
    expect(JSON.stringify(row)).not.toContain('501234567');
    expect(JSON.stringify(row)).not.toContain('Visitor one');

    const a = await call('POST', `/api/console/leads/${ids.one}/assign`, lead.cookie, {
      assigneeId: agentA.id,
      version: 0,
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ data: { version: 1, status: 'assigned' } });
    const b = await call('POST', `/api/console/leads/${ids.two}/assign`, admin.cookie, {
      assigneeId: agentB.id,
      version: 0,
    });
    expect(b.statusCode, b.body).toBe(200);
    // an assignee without the lead's product is refused
    const wrong = await call('POST', `/api/console/leads/${ids.three}/assign`, admin.cookie, {
      assigneeId: agentA.id,
      version: 0,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CONSOLE_ASSIGNEE_INVALID' });

    expect((await list(agentA.cookie)).rows.map((r) => r.id)).toEqual([ids.one]);
    expect((await list(agentB.cookie)).rows.map((r) => r.id)).toEqual([ids.two]);
  });

  it("refuses another agent's lead as if it did not exist (404), for every call", async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/reveal', undefined],
      ['POST', '/status', { status: 'contacted', version: 1 }],
      ['POST', '/notes', { text: 'x' }],
    ] as const) {
      for (const id of [ids.two, ids.three, 999_999]) {
        const r = await call(method, `/api/console/leads/${id}${path}`, agentA.cookie, body);
        expect(r.statusCode, `${method} ${id}${path}`).toBe(404);
        expect(r.json()).toMatchObject({ code: 'CONSOLE_LEAD_NOT_FOUND' });
      }
    }
    // an agent may not assign at all (the role)
    const assign = await call('POST', `/api/console/leads/${ids.one}/assign`, agentA.cookie, {
      assigneeId: agentA.id,
      version: 1,
    });
    expect(assign.statusCode).toBe(403);
  });

  it('masks the lead page and writes an audit row for every reveal', async () => {
    const page = await detail(agentA.cookie, ids.one);
    expect(page.lead).toMatchObject({ id: ids.one, assignee: { id: agentA.id } });
    expect(JSON.stringify(page)).not.toContain('501234567');
    expect(JSON.stringify(page)).not.toContain('one@visitor.example');
    expect(page.assignees).toEqual([]);
    expect((await detail(lead.cookie, ids.one)).assignees.map((s) => s.id).sort()).toEqual(
      [agentA.id, agentB.id, lead.id].sort(),
    );

    const before = await reveals();
    for (let i = 0; i < 2; i++) {
      const r = await call('POST', `/api/console/leads/${ids.one}/reveal`, agentA.cookie);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        data: { name: 'Visitor one', mobile: '+971501234567', email: 'one@visitor.example' },
      });
    }
    expect(await reveals()).toBe(before + 2);
    const row = await t.ctx.db.execute<{ staff_id: number; target: string; details: string }>(
      sql`select staff_id, target, details::text from console_audit_log where action = 'lead.personal-data.read' order by id desc limit 1`,
    );
    expect(row.rows[0]).toMatchObject({ staff_id: agentA.id, target: `lead:${ids.one}` });
    expect(row.rows[0]!.details).not.toContain('501234567');
  });

  it('sets the status at the version it was read at, and refuses a stale version (409)', async () => {
    const ok = await call('POST', `/api/console/leads/${ids.one}/status`, agentA.cookie, {
      status: 'callback_booked',
      version: 1,
      callbackAt: '2026-11-29T07:00:00Z',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { version: 2, status: 'callback_booked' } });
    const stale = await call('POST', `/api/console/leads/${ids.one}/status`, lead.cookie, {
      status: 'lost',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONSOLE_LEAD_STALE' });
    const noTime = await call('POST', `/api/console/leads/${ids.one}/status`, agentA.cookie, {
      status: 'callback_booked',
      version: 2,
    });
    expect(noTime.statusCode).toBe(400);
    const changes = await t.ctx.db.execute(
      sql`select 1 from console_audit_log where action in ('lead.status','lead.assign') and target = ${`lead:${ids.one}`}`,
    );
    expect(changes.rows).toHaveLength(2);
  });

  it('filters by product, status, consent, date and due now; searches by id and name', async () => {
    const idsOf = async (q: string) => (await list(admin.cookie, q)).rows.map((r) => r.id).sort();
    expect(await idsOf('?product=3')).toEqual([ids.three]);
    expect(await idsOf('?status=callback_booked')).toEqual([ids.one]);
    expect(await idsOf('?status=new')).toEqual([ids.three]);
    expect(await idsOf('?consent=withdrawn')).toEqual([ids.three]);
    expect(await idsOf('?consent=given')).toEqual([ids.one, ids.two].sort());
    expect(await idsOf('?from=2026-11-29&to=2026-11-29')).toHaveLength(3);
    expect(await idsOf('?from=2026-11-30')).toEqual([]);
    expect(await idsOf('?q=Visitor%20tw')).toEqual([ids.two]);
    expect(await idsOf(`?q=${`Lthree`.padEnd(24, '0')}`)).toEqual([ids.three]);
    // 10:00 UAE: lead one's callback (11:00) is not due yet; two is assigned; three's consent is withdrawn
    expect(await idsOf('?due=1')).toEqual([]);
    tick(3600_000);
    expect(await idsOf('?due=1')).toEqual([ids.one]);
    const paged = await list(admin.cookie, '?limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.rows).toHaveLength(1);
    expect((await call('GET', '/api/console/leads?limit=101', admin.cookie)).statusCode).toBe(400);
  });

  it('keeps notes as plain text, at most 2000 characters, audited', async () => {
    const text = '<b>Called</b>, asked for a quote on Sunday';
    const r = await call('POST', `/api/console/leads/${ids.one}/notes`, agentA.cookie, { text });
    expect(r.statusCode, r.body).toBe(200);
    expect((await detail(agentA.cookie, ids.one)).notes[0]).toMatchObject({ text, staff: 'agent.a' });
    const long = await call('POST', `/api/console/leads/${ids.one}/notes`, agentA.cookie, {
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
  });
});

/** A stored form of product 31 in a language: a choice with its own options, one whose list a url serves, a passport. */
const formOf = (language: 'en' | 'ar', label: (en: string, ar: string) => string) => ({
  formKey: 'labels.test',
  productId: 31,
  language,
  definition: {
    formKey: 'labels.test',
    stage: 1,
    screens: [
      {
        stepNo: 1,
        fields: [
          {
            fieldId: 'cover',
            label: label('Cover', 'التغطية'),
            fieldType: 'select',
            options: [
              { id: 'tpl', label: label('Third party', 'طرف ثالث') },
              { id: 'full', label: label('Comprehensive', 'شامل') },
            ],
          },
          {
            fieldId: 'extras',
            label: label('Extras', 'الإضافات'),
            fieldType: 'multiSelect',
            optionsSource: { url: '/api/options/consoleLabelsTest' },
          },
          {
            fieldId: 'passportNumber',
            label: label('Passport number', 'رقم جواز السفر'),
            fieldType: 'input',
          },
        ],
      },
    ],
    nextButton: { label: label('Next', 'التالي'), action: { url: '/api/enquiry', method: 'POST' } },
  },
});

describe("the lead page's answers", () => {
  it("shows each question's label and an option's label in the staff member's language; an unknown id stays", async () => {
    await t.ctx.db.insert(forms).values([formOf('en', (en) => en), formOf('ar', (_en, ar) => ar)]);
    await t.ctx.db.insert(optionLists).values([
      { listKey: 'consoleLabelsTest', language: 'en', options: [{ id: 'gcc', label: 'GCC cover' }] },
      { listKey: 'consoleLabelsTest', language: 'ar', options: [{ id: 'gcc', label: 'تغطية الخليج' }] },
    ]);
    const device = await createDevice(t.app, 31);
    const [enquiry] = await t.ctx.db
      .insert(enquiries)
      .values({
        publicId: 'ELABELS00000000000000000',
        deviceId: device.deviceId,
        countryProductId: 31,
        sourceId: 2,
        answers: { cover: 'tpl', extras: ['gcc', 'zz'], passportNumber: 'N1234567', oddField: 'full' },
      })
      .returning({ id: enquiries.id });
    await addLead('three', 31, '561234567', { enquiryId: enquiry!.id, publicId: 'LLABELS00000000000000000' });

    const answers = async (lang: string) => {
      const r = await call('GET', `/api/console/leads/${ids.three}?lang=${lang}`, admin.cookie);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ data: LeadDetail }>().data.answers;
    };
    expect(await answers('en')).toEqual([
      { field: 'cover', label: 'Cover', value: 'Third party', masked: false },
      { field: 'extras', label: 'Extras', value: 'GCC cover, zz', masked: false },
      { field: 'passportNumber', label: 'Passport number', value: '•••', masked: true },
      { field: 'oddField', label: 'oddField', value: 'full', masked: false },
    ]);
    expect(await answers('ar')).toEqual([
      { field: 'cover', label: 'التغطية', value: 'طرف ثالث', masked: false },
      { field: 'extras', label: 'الإضافات', value: 'تغطية الخليج, zz', masked: false },
      { field: 'passportNumber', label: 'رقم جواز السفر', value: '•••', masked: true },
      { field: 'oddField', label: 'oddField', value: 'full', masked: false },
    ]);
    expect((await call('GET', `/api/console/leads/${ids.three}?lang=hi`, admin.cookie)).statusCode).toBe(400);

    const revealed = await call('POST', `/api/console/leads/${ids.three}/reveal?lang=ar`, admin.cookie);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json<{ data: LeadReveal }>().data.answers).toEqual([
      { field: 'passportNumber', label: 'رقم جواز السفر', value: 'N1234567' },
    ]);
  });
});
