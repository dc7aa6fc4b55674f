// The page as the app serves it: ui/index.html with its first board in the page itself.
//
// ui/index.html loads the first board's stylesheets and modules (start.js and what it imports)
// as files, and that is how they are written, read and tested. Served so, WebKit fetches each
// of them and runs start.js only once the whole page is parsed. The page the app serves has them
// in it instead: the stylesheets as `<style>` elements where their links were, and the modules
// joined into one classic script just after the Minesweeper view, which draws the board while
// the rest of the page is still being parsed. Pure functions of the files' text (the build
// script reads the files, and a test, tests/first_page.rs, calls the same functions).
//
// Only the modules' plain forms are joined: `import { a, b as c } from "./x.js";` on one line,
// and `export` before a function, class, const or let. Anything else is an error that names
// the file and line, never a page that runs differently from its sources.

use std::collections::BTreeMap;

/// The stylesheets the first board needs, in index.html's head.
pub const FIRST_STYLES: [&str; 2] = ["styles.css", "first-board.css"];
/// The first board's module: it and what it imports become the page's classic script.
pub const ENTRY: &str = "start.js";

/// The served page: `html` (ui/index.html) with the first board's stylesheets and modules in
/// it; `read` gives a ui file's text by its path from ui/.
pub fn page(html: &str, read: &dyn Fn(&str) -> Result<String, String>) -> Result<String, String> {
    let mut out = html.to_string();
    for sheet in FIRST_STYLES {
        let link = format!(r#"<link rel="stylesheet" href="{sheet}">"#);
        let css = read(sheet)?;
        if css.contains("</style") {
            return Err(format!("{sheet}: `</style` would end its <style> element"));
        }
        out = replace_once(&out, &link, &format!("<style>/* {sheet} */\n{css}</style>"))?;
    }
    out = replace_once(&out, &format!(r#"<script type="module" src="{ENTRY}"></script>"#), "")?;
    let script = bundle(ENTRY, read)?;
    if script.contains("</script") {
        return Err(format!("{ENTRY}: `</script` would end its <script> element"));
    }
    let view = out.find(r#"<main id="mines-view""#).ok_or("index.html: no Minesweeper view")?;
    let end = out[view..].find("</main>").ok_or("index.html: the Minesweeper view has no end")? + view + "</main>".len();
    out.insert_str(end, &format!("\n  <script>\n{script}</script>"));
    Ok(out)
}

fn replace_once(text: &str, what: &str, with: &str) -> Result<String, String> {
    match text.matches(what).count() {
        1 => Ok(text.replacen(what, with, 1)),
        n => Err(format!("index.html: `{what}` found {n} times, where the page needs it once")),
    }
}

/// One module as the joined script holds it.
struct Module {
    /// Its imports: (module path, the names as `{ a, b: c }` destructures them).
    imports: Vec<(String, String)>,
    /// What it exports.
    exports: Vec<String>,
    /// Its text, imports and `export` words taken out.
    body: String,
}

/// The module `entry` and every module it imports, joined into one classic script: each module
/// in its own function, run once, before the modules that import it, in strict mode as modules
/// are, its exports returned and given to its importers by name.
pub fn bundle(entry: &str, read: &dyn Fn(&str) -> Result<String, String>) -> Result<String, String> {
    let mut modules = BTreeMap::new();
    let mut order = Vec::new();
    visit(entry, read, &mut modules, &mut order, &mut Vec::new())?;
    let mut out = String::from("(() => {\n\"use strict\";\n");
    for (index, path) in order.iter().enumerate() {
        let module = &modules[path];
        out.push_str(&format!("// module {path}\nconst m{index} = (() => {{\n"));
        for (from, names) in &module.imports {
            let at = order.iter().position(|p| p == from).expect("imported modules come first");
            out.push_str(&format!("const {names} = m{at};\n"));
        }
        out.push_str(&module.body);
        out.push_str(&format!("return {{ {} }};\n}})();\n", module.exports.join(", ")));
    }
    out.push_str("})();\n");
    Ok(out)
}

fn visit(
    path: &str,
    read: &dyn Fn(&str) -> Result<String, String>,
    modules: &mut BTreeMap<String, Module>,
    order: &mut Vec<String>,
    on_path: &mut Vec<String>,
) -> Result<(), String> {
    if modules.contains_key(path) {
        return Ok(());
    }
    if on_path.iter().any(|p| p == path) {
        return Err(format!("{path}: imported in a circle ({})", on_path.join(" -> ")));
    }
    let module = parse(path, &read(path)?)?;
    on_path.push(path.to_string());
    for (from, _) in &module.imports {
        visit(from, read, modules, order, on_path)?;
    }
    on_path.pop();
    order.push(path.to_string());
    modules.insert(path.to_string(), module);
    Ok(())
}

/// A module's imports, exports and body, or the first line this joining cannot keep the same.
fn parse(path: &str, text: &str) -> Result<Module, String> {
    let mut module = Module { imports: Vec::new(), exports: Vec::new(), body: String::new() };
    for (number, line) in text.lines().enumerate() {
        let at = |why: &str| format!("{path}:{}: {why}: {line}", number + 1);
        if line.contains("import.meta") {
            return Err(at("import.meta has no meaning in a classic script"));
        }
        let kept = if let Some(rest) = line.strip_prefix("import ") {
            module.imports.push(import(path, rest).ok_or_else(|| at("only `import { names } from \"./file.js\";` can be joined"))?);
            continue;
        } else if let Some(rest) = line.strip_prefix("export ") {
            let name = exported(rest).ok_or_else(|| at("only `export` before a function, class, const or let can be joined"))?;
            module.exports.push(name.to_string());
            rest
        } else if line.trim_start().starts_with("export ") || line.trim_start().starts_with("import ") {
            return Err(at("an indented import or export cannot be joined"));
        } else {
            line
        };
        module.body.push_str(kept);
        module.body.push('\n');
    }
    Ok(module)
}

/// `{ a, b as c } from "./x.js";` as (x.js's path from ui/, `{ a, b: c }`).
fn import(importer: &str, rest: &str) -> Option<(String, String)> {
    let (names, from) = rest.strip_prefix('{')?.split_once('}')?;
    let spec = from.trim().strip_prefix("from")?.trim().strip_suffix(';')?.trim();
    let spec = spec.strip_prefix('"')?.strip_suffix('"')?;
    let mut bound = Vec::new();
    for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let mut words = name.split_whitespace();
        match (words.next(), words.next(), words.next(), words.next()) {
            (Some(a), None, None, None) if identifier(a) => bound.push(a.to_string()),
            (Some(a), Some("as"), Some(b), None) if identifier(a) && identifier(b) => bound.push(format!("{a}: {b}")),
            _ => return None,
        }
    }
    Some((resolve(importer, spec)?, format!("{{ {} }}", bound.join(", "))))
}

/// The name a top-level `export` declares: `function f(`, `async function f(`, `class C `,
/// `const X =`, `let x =`.
fn exported(rest: &str) -> Option<&str> {
    let rest = rest.strip_prefix("async ").unwrap_or(rest);
    let (word, rest) = rest.split_once(' ')?;
    if !matches!(word, "function" | "class" | "const" | "let") {
        return None;
    }
    let name = &rest[..rest.find(|c| !name_char(c)).unwrap_or(rest.len())];
    identifier(name).then_some(name)
}

fn identifier(word: &str) -> bool {
    word.chars().next().is_some_and(|c| !c.is_numeric()) && word.chars().all(name_char)
}

/// A character a JavaScript name (as these modules write them) may hold.
fn name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

/// `spec` ("./x.js", "../x.js") from the module `importer`, as a path from ui/.
fn resolve(importer: &str, spec: &str) -> Option<String> {
    if !(spec.starts_with("./") || spec.starts_with("../")) {
        return None;
    }
    let mut parts: Vec<&str> = importer.split('/').collect();
    parts.pop();
    for part in spec.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop()?;
            }
            part => parts.push(part),
        }
    }
    Some(parts.join("/"))
}
