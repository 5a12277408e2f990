import { Liquid } from 'liquidjs';

/**
 * Templates are Liquid, rendered with strict variables, own properties only, no file system (an
 * `include` finds nothing) and limits on size, time and memory: a template cannot run code or read
 * anything but the variables it is given.
 */
const engine = new Liquid({
  strictVariables: true,
  strictFilters: true,
  lenientIf: true,
  ownPropertyOnly: true,
  templates: {},
  parseLimit: 20_000,
  renderLimit: 200,
  memoryLimit: 1_000_000,
});

export class TemplateError extends Error {}

/** The top-level variables a template uses (`{{ title }}` → title); throws TemplateError on bad syntax. */
export function variablesOf(text: string): string[] {
  try {
    return [...new Set(engine.globalVariablesSync(text))];
  } catch (err) {
    throw new TemplateError(err instanceof Error ? err.message : String(err));
  }
}

/** The template rendered as plain text (variables are text, not markup). */
export function renderText(text: string, vars: Record<string, string>): string {
  try {
    return engine.parseAndRenderSync(text, vars);
  } catch (err) {
    throw new TemplateError(err instanceof Error ? err.message : String(err));
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, as an element's content or a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The HTML part of an e-mail: the rendered text escaped whole (nothing anyone typed becomes markup). */
export function textToHtml(text: string): string {
  const escaped = escapeHtml(text);
  return `<div style="font-family:sans-serif;line-height:1.6">${escaped.replace(/\n/g, '<br>')}</div>`;
}
