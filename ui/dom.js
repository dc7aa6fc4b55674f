// Small builders of page elements the views share: an element with its text, and a table with
// a header row (its cells strings or elements), a moment in a table.

import { when } from "./locale.js";

// Writes that would change nothing are left out. WebKit lays out and repaints an element whose
// text is written again, the same text too, and WebKitGTK's CPU painter repaints one rectangle
// around all that a frame changed: a toolbar button written again with each click made the
// click's frame repaint the whole board below it (the X server's damage).

/** Writes `text` into `el` unless it is there already. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets attribute `name` of `el` to `value` unless it has it already. */
export function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Sets property `name` of `el` (`hidden`, `disabled`, `className`) unless it has it already. */
export function setProp(el, name, value) {
  if (el[name] !== value) el[name] = value;
}

/** An element `tag` with `text` and class `cls` (each optional). */
export function node(tag, text, cls) {
  const n = document.createElement(tag);
  if (text !== undefined) n.textContent = text;
  if (cls) n.className = cls;
  return n;
}

/** A moment as a short date and time in a `<time>` element (a table's cell): in the regional
 *  format for the player, the moment itself for software. */
export function moment(ms) {
  const el = node("time", when(ms));
  el.dateTime = new Date(ms).toISOString();
  return el;
}

/** A table of class `cls` (and `id`): a header row of `head`, then `rows`, each cell a string
 *  or an element. */
export function table(head, rows, id, cls) {
  const t = node("table", undefined, cls);
  if (id) t.id = id;
  const tr = node("tr");
  for (const h of head) {
    const th = node("th", h);
    th.scope = "col";
    tr.append(th);
  }
  const thead = node("thead");
  thead.append(tr);
  const tbody = node("tbody");
  for (const r of rows) {
    const row = node("tr");
    for (const c of r) {
      if (typeof c === "string") row.append(node("td", c));
      else {
        const td = node("td");
        td.append(c);
        row.append(td);
      }
    }
    tbody.append(row);
  }
  t.append(thead, tbody);
  return t;
}

/** A labelled `<select>` (id `id`) of `[value, text]` options showing `value`; `onChange`
 *  gets the value chosen. */
export function picker(id, label, options, value, onChange) {
  const wrap = node("label", undefined, "picker");
  const select = node("select");
  select.id = id;
  select.append(...options.map(([v, text]) => new Option(text, v)));
  select.value = value;
  select.addEventListener("change", () => onChange(select.value));
  wrap.append(node("span", label, "label"), select);
  return wrap;
}
