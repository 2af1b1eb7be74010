import { mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { seed } from '../../src/db/seed/seed';
import { manifestAssets } from '../../src/server/ssr/assets';
import { renderDocument } from '../../src/web/entry-server';
import type { RenderInput } from '../../src/shared/contracts/render';
import { raisedRateLimits } from '../lib/limits';
import { renderToString } from 'react-dom/server';
import { createElement as h, type ReactNode } from 'react';
import { Header } from '../../src/web/shell/header';
import { Footer } from '../../src/web/shell/footer';
import { I18nProvider } from '../../src/web/i18n/provider';
import { IslandCollector } from '../../src/web/islands/collector';
import { WidgetCollector } from '../../src/web/widgets/collector';
import { JourneySection } from '../../src/web/journeys/mount';
import { BlockRenderer } from '../../src/web/blocks/registry';

/**
 * Render cost alone (decisions 0026 and 0032): the app built as bench/ssr/server.ts builds it, one request per
 * path to capture the renderer's input, then `renderDocument` timed in a loop on that input (no database, no HTTP),
 * and the whole request through `app.inject` for comparison. Usage: NODE_ENV=production tsx
 * bench/ssr/render-micro.ts [iterations, default 2000] [path, default /car-insurance/] [html out file]
 */
const N = Number(process.argv[2] ?? 2000);
const path = process.argv[3] ?? '/car-insurance/';
const dir = mkdtempSync(join(tmpdir(), 'sahel-micro-'));
chmodSync(dir, 0o755);
const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
const db = createDb(cluster.url, 10);
try {
  await runMigrations(db, join(ROOT, 'src/db/migrations'));
  await seed(db);
  const config = buildConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JOBS_ENABLED: 'false',
    PAGE_CACHE: 'off',
    ...raisedRateLimits(),
  });
  const assets = manifestAssets(config.clientDir);
  let captured: RenderInput | undefined;
  const app = await buildApp({
    config,
    db,
    assets: () => assets,
    render: (input) => {
      captured = input;
      return renderDocument(input);
    },
    logger: false,
  });
  const first = await app.inject({ url: path });
  if (process.argv[4]) writeFileSync(process.argv[4], first.body);
  const input = captured as RenderInput;
  const time = (label: string, n: number, fn: () => unknown) => {
    for (let i = 0; i < Math.min(200, n); i++) fn();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
    console.log(`${label.padEnd(40)} ${us.toFixed(1).padStart(8)} µs`);
  };
  console.log(`GET ${path}: ${first.statusCode}, ${Buffer.byteLength(first.body)} bytes`);
  let session: Session | undefined;
  if (process.env.MICRO_PROFILE) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  time('renderDocument', N, () => renderDocument(input));
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.MICRO_PROFILE as string, JSON.stringify(profile));
    session.disconnect();
  }
  const wrap = (node: ReactNode) => () =>
    renderToString(
      h(
        I18nProvider,
        { lang: input.model.lang, children: null },
        h(
          IslandCollector.Provider,
          { value: new Set<string>() },
          h(WidgetCollector.Provider, { value: new Set<never>() }, node),
        ),
      ),
    );
  const m = input.model;
  const page = renderDocument(input);
  for (const [name, el] of [
    ['Header', h(Header, { m })],
    ['Footer', h(Footer, { m })],
  ] as const) {
    const alone = wrap(el)();
    console.log(
      `${name} rendered alone ${page.includes(alone) ? 'is' : 'is NOT'} in the page (${alone.length} chars)`,
    );
  }
  time('  Header', N, wrap(h(Header, { m })));
  time('  Footer', N, wrap(h(Footer, { m })));
  if (input.kind === 'page') {
    const ctx = {
      lang: m.lang,
      dir: m.dir,
      isMobile: m.isMobile,
      productId: m.productId,
      pageTypeId: m.pageTypeId,
      path: m.path,
      data: input.blockData,
    };
    if (input.journey)
      time('  JourneySection', N, wrap(h(JourneySection, { mount: input.journey, lang: m.lang })));
    input.blocks.forEach((b, i) =>
      time(`  block ${i} ${b.type}`, N, wrap(h(BlockRenderer, { blocks: [b], ctx }))),
    );
  }
  let pending = 0;
  const t0 = process.hrtime.bigint();
  const M = Math.ceil(N / 2);
  await new Promise<void>((resolve) => {
    let done = 0;
    const go = () => {
      pending++;
      void app.inject({ url: path }).then(() => {
        pending--;
        if (++done === M) resolve();
        else if (done + pending < M) go();
      });
    };
    for (let i = 0; i < 10; i++) go();
  });
  console.log(
    `${'app.inject x10 concurrent'.padEnd(40)} ${(Number(process.hrtime.bigint() - t0) / 1000 / M).toFixed(1).padStart(8)} µs`,
  );
  await app.close();
} finally {
  await db.$client.end();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
