#!/usr/bin/env node
/**
 * Fails when a style file of apps/web or apps/console can restyle another feature's markup (CONTRIBUTING.md, CSS).
 *
 * Every rule outside app/theme.css must name a class its own file owns, and a class is owned by one
 * file only, so a rule can match nothing but the markup of the component or page it sits beside.
 * A class named by several files is owned by the one file that styles it on its own (`.tab-strip {…}`);
 * the others may only compound it with or nest it under a class of their own (`.tab-strip.alias-tabs`).
 * Shared on purpose, never owned: app/theme.css's classes, antd-mobile's `adm-*` and antd's `ant-*` parts and the state
 * modifiers below.
 *
 *   node scripts/check-css-scope.mjs [root]   (without one: apps/web/src and apps/console/src, each on its own)
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const THEME = 'app/theme.css';
// Set by components on an element that already carries one of their own classes (`.tab-strip-tab.active`).
const MODIFIERS = new Set(['active']);

function cssFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(p);
    return p.endsWith('.css') ? [p] : [];
  });
}

/** Drops what cannot scope a selector: attribute values, strings, and arguments of :not()/:has()/:is()/:where(). */
function scopingPart(selector) {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** The complex selectors of a file, each with its line and the classes it names outside functional pseudos. */
function selectorsOf(file) {
  const out = [];
  postcss.parse(fs.readFileSync(file, 'utf8'), { from: file }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) {
      const classes = new Set([...scopingPart(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
      out.push({ selector: selector.replace(/\s+/g, ' '), line: rule.source?.start?.line ?? 0, classes });
    }
  });
  return out;
}

export function checkCssScope(root) {
  const files = cssFiles(root).map((f) => ({ name: path.relative(root, f).split(path.sep).join('/'), rules: selectorsOf(f) }));
  const theme = files.find((f) => f.name === THEME);
  const shared = new Set(MODIFIERS);
  for (const r of theme?.rules ?? []) for (const c of r.classes) shared.add(c);
  const isShared = (c) => shared.has(c) || c.startsWith('adm-') || c.startsWith('ant-');

  // Who names each class, and who styles it on its own (the only unshared class of a selector).
  const namedBy = new Map();
  const styledAloneBy = new Map();
  const add = (map, c, f) => map.set(c, (map.get(c) ?? new Set()).add(f));
  const scoped = files.filter((f) => f !== theme);
  for (const f of scoped) {
    for (const r of f.rules) {
      const own = [...r.classes].filter((c) => !isShared(c));
      for (const c of own) add(namedBy, c, f.name);
      if (own.length === 1) add(styledAloneBy, own[0], f.name);
    }
  }

  const errors = [];
  const owner = new Map();
  for (const [c, names] of namedBy) {
    if (names.size === 1) {
      owner.set(c, [...names][0]);
      continue;
    }
    const alone = [...(styledAloneBy.get(c) ?? [])];
    if (alone.length === 1) owner.set(c, alone[0]);
    else if (alone.length > 1)
      errors.push(`.${c} is styled by ${alone.join(' and ')}: one class, one file — rename it in all but one`);
    else errors.push(`.${c} is named by ${[...names].join(', ')} but styled on its own by none: give it one owner`);
  }
  for (const f of scoped) {
    for (const r of f.rules) {
      if ([...r.classes].some((c) => owner.get(c) === f.name)) continue;
      const owned = [...r.classes].filter((c) => owner.has(c));
      // A class that already failed above has no owner; report it once, there.
      if ([...r.classes].some((c) => !isShared(c) && !owner.has(c))) continue;
      const whose = owned.length ? ` (only classes of ${[...new Set(owned.map((c) => owner.get(c)))].join(', ')})` : '';
      errors.push(`${f.name}:${r.line} \`${r.selector}\` names no class of its own file${whose}`);
    }
  }
  return errors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv[2] ? [process.argv[2]] : ['apps/web/src', 'apps/console/src'];
  const errors = roots.flatMap((root) => checkCssScope(path.resolve(root)));
  for (const e of errors) console.error(e);
  if (errors.length) {
    console.error(`\n${errors.length} style scope error(s): see CONTRIBUTING.md, CSS.`);
    process.exit(1);
  }
}
