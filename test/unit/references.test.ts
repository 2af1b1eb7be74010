import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every reference a comment makes resolves inside the checkout (docs/ARCHITECTURE.md#principle-11): comments cite
 * docs/product/<area>.md, a decision or docs/ARCHITECTURE.md, never an issue number or a section of a document
 * outside the repository. Test titles count as comments. Migrations are history and are not scanned.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'e2e', 'test', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'migrations', 'dist', '.data']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const FORBIDDEN = /\b(issue \d+|spec 00\d ?§)/i;

type Comment = { file: string; line: number; text: string };

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(e.name) || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if ((SOURCE.test(e.name) && !e.name.endsWith('.d.mts')) || /\.(css|md)$/.test(e.name)) out.push(p);
  }
  return out;
}

const lineAt = (text: string, pos: number) => text.slice(0, pos).split('\n').length;

/** Comments (and test titles) of one file, each with the line it starts on. */
function commentsOf(path: string): Comment[] {
  const text = readFileSync(path, 'utf8');
  const file = relative(ROOT, path);
  const ext = extname(path);
  if (ext === '.md') return text.split('\n').map((t, i) => ({ file, line: i + 1, text: t }));
  const ranges = new Map<number, number>();
  if (ext === '.css') {
    for (const m of text.matchAll(/\/\*[\s\S]*?\*\//g)) ranges.set(m.index, m.index + m[0].length);
  } else {
    const kind =
      ext === '.tsx'
        ? ts.ScriptKind.TSX
        : ext === '.ts' || ext === '.mts'
          ? ts.ScriptKind.TS
          : ts.ScriptKind.JS;
    const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const isTest = /\.test\.[a-z]+$/.test(path) || file.startsWith('e2e/');
    const visit = (node: ts.Node) => {
      for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? []) ranges.set(r.pos, r.end);
      for (const r of ts.getTrailingCommentRanges(text, node.end) ?? []) ranges.set(r.pos, r.end);
      if (isTest && ts.isCallExpression(node) && /^(describe|it|test)\b/.test(node.expression.getText(sf))) {
        const title = node.arguments[0];
        if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
          ranges.set(title.getStart(sf), title.end);
      }
      // SQL comments inside query templates count as comments too.
      if (
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        const start = node.getStart(sf);
        for (const m of text.slice(start, node.end).matchAll(/--[^\n`$]*/g))
          ranges.set(start + m.index, start + m.index + m[0].length);
      }
      for (const child of node.getChildren(sf)) visit(child);
    };
    visit(sf);
  }
  const out: Comment[] = [];
  for (const [start, end] of ranges) {
    const first = lineAt(text, start);
    text
      .slice(start, end)
      .split('\n')
      .forEach((t, i) => out.push({ file, line: first + i, text: t }));
  }
  return out;
}

const comments = SCANNED.flatMap((d) => filesUnder(join(ROOT, d)))
  .concat([join(ROOT, 'eslint.config.js')])
  .flatMap(commentsOf);

const decisionFiles = readdirSync(join(ROOT, 'docs', 'decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f));
const decisionNumbers = new Set(decisionFiles.map((f) => f.slice(0, 4)));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8');
  const ids = [...text.matchAll(/id="([^"]+)"/g)].map((m) => m[1] ?? '');
  const headings = [...text.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1] ?? ''));
  return new Set([...ids, ...headings]);
}

describe('comment references', () => {
  it('cite no issue numbers and no sections of documents outside the repository', () => {
    const found = comments
      .filter((c) => FORBIDDEN.test(c.text))
      .map((c) => `${c.file}:${c.line}: ${c.text.trim()}`);
    expect(found, 'cite docs/product/<area>.md or a decision instead').toEqual([]);
  });

  it('name decisions that exist', () => {
    const missing: string[] = [];
    for (const c of comments) {
      for (const m of c.text.matchAll(/\bdecisions? (\d{4}(?:(?:, | and | or |\/)\d{4})*)/gi)) {
        for (const no of (m[1] ?? '').split(/, | and | or |\//))
          if (!decisionNumbers.has(no)) missing.push(`${c.file}:${c.line}: decision ${no}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name docs/ files (and their anchors) that exist', () => {
    const missing: string[] = [];
    for (const c of comments) {
      for (const m of c.text.matchAll(/\bdocs\/[\w./-]*\w(?:#[\w-]+)?/g)) {
        const [path = '', anchor] = m[0].split('#');
        const abs = join(ROOT, path);
        if (!existsSync(abs)) missing.push(`${c.file}:${c.line}: ${m[0]}`);
        else if (anchor && path.endsWith('.md') && !anchorsOf(abs).has(anchor))
          missing.push(`${c.file}:${c.line}: ${m[0]} (no such anchor)`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('decision records', () => {
  it('each start with Status and Date lines', () => {
    const bad = decisionFiles.filter((f) => {
      const head = readFileSync(join(ROOT, 'docs', 'decisions', f), 'utf8')
        .split('\n')
        .slice(0, 12)
        .join('\n');
      return (
        !/^Status: (accepted|superseded by \d{4})/m.test(head) || !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head)
      );
    });
    expect(bad, 'add "Status: accepted" and "Date: YYYY-MM-DD" under the title').toEqual([]);
  });

  it('are each listed in docs/decisions/README.md', () => {
    const index = readFileSync(join(ROOT, 'docs', 'decisions', 'README.md'), 'utf8');
    const unlisted = decisionFiles.filter((f) => !index.includes(`](${f})`));
    expect(
      unlisted,
      'add a row "| [NNNN](file) | title | status | date |" to docs/decisions/README.md',
    ).toEqual([]);
  });
});
