//! The page the app serves (build/first_page.rs, run by the build script): ui/index.html with
//! the first board's stylesheets and modules in it. On the real ui/ files: every module the
//! first board imports is joined once, before its importers, with no import or export left;
//! the stylesheets are in the page in their links' places; the script follows the Minesweeper
//! view. On made-up modules: the forms the joining cannot keep the same are errors naming the
//! file and line.

#[path = "../build/first_page.rs"]
mod first_page;

use std::collections::HashMap;
use std::path::Path;

fn ui(path: &str) -> Result<String, String> {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui").join(path)).map_err(|e| format!("ui/{path}: {e}"))
}

fn files(list: &[(&str, &str)]) -> impl Fn(&str) -> Result<String, String> {
    let map: HashMap<String, String> = list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect();
    move |path: &str| map.get(path).cloned().ok_or(format!("{path}: no such file"))
}

/// The modules start.js imports, from its own import lines.
fn imported_by_start() -> Vec<String> {
    let start = ui("start.js").expect("start.js");
    start.lines().filter_map(|l| l.strip_prefix("import ")).map(|l| l.split('"').nth(1).expect("a path").trim_start_matches("./").to_string()).collect()
}

#[test]
fn the_first_boards_modules_are_joined_each_once_before_their_importers() {
    let script = first_page::bundle(first_page::ENTRY, &ui).expect("joined");
    let order: Vec<&str> = script.lines().filter_map(|l| l.strip_prefix("// module ")).collect();
    let imported = imported_by_start();
    assert!(imported.len() >= 5, "start.js imports its modules: {imported:?}");
    for module in &imported {
        assert_eq!(order.iter().filter(|m| *m == module).count(), 1, "{module} joined once: {order:?}");
    }
    assert_eq!(order.last(), Some(&"start.js"), "start.js last, after all it imports");
    let at = |m: &str| order.iter().position(|o| *o == m).unwrap_or_else(|| panic!("{m} in {order:?}"));
    assert!(at("fit.js") < at("mines/room.js"), "room.js imports fit.js: {order:?}");
    assert!(!script.lines().any(|l| l.starts_with("import ") || l.starts_with("export ")), "no import or export left");
    assert!(script.contains("const { fitCell } = m"), "room.js is given fitCell by name");
    assert!(
        script.lines().any(|l| l.starts_with("return { ") && l.contains(" BoardPainter }")),
        "painter.js returns what it exports"
    );
    assert!(script.starts_with("(() => {\n\"use strict\";"), "one function in strict mode, as modules are");
}

#[test]
fn the_served_page_has_the_stylesheets_and_the_script_in_it() {
    let html = ui("index.html").expect("index.html");
    let page = first_page::page(&html, &ui).expect("the page");
    for sheet in first_page::FIRST_STYLES {
        assert!(html.contains(&format!(r#"href="{sheet}""#)), "ui/index.html links {sheet}");
        assert!(!page.contains(&format!(r#"href="{sheet}""#)), "the page does not link {sheet}");
        let css = ui(sheet).expect("the sheet");
        assert!(page.contains(&format!("<style>/* {sheet} */\n{css}</style>")), "{sheet} in the page");
        assert!(page.find(&format!("/* {sheet} */")) < page.find("<body>"), "{sheet} in the head");
    }
    assert!(!page.contains(r#"src="start.js""#), "start.js is not loaded as a file");
    let view_end = page.find(r#"<main id="mines-view""#).and_then(|v| page[v..].find("</main>").map(|e| e + v)).expect("the view");
    let script = page.find("<script>\n(() => {").expect("the script");
    assert!(script > view_end, "the script follows the Minesweeper view");
    assert!(script < page.find(r#"<main id="fifteen-view""#).expect("the 15-puzzle view"), "and comes before the rest");
    assert_eq!(page.matches("<script>").count(), 1, "one script");
    assert!(page.contains(&first_page::bundle(first_page::ENTRY, &ui).expect("joined")), "the joined modules, whole");
}

#[test]
fn forms_the_joining_cannot_keep_the_same_are_errors_naming_the_line() {
    let cases = [
        ("export default function f() {}\n", "a.js:1:"),
        ("import * as b from \"./b.js\";\n", "a.js:1:"),
        ("const x = 1;\nexport { x };\n", "a.js:2:"),
        ("import {\n  f,\n} from \"./b.js\";\n", "a.js:1:"),
        ("import { f } from \"b.js\";\n", "a.js:1:"),
        ("const u = import.meta.url;\n", "a.js:1:"),
        ("function g() {\n  export const y = 1;\n}\n", "a.js:2:"),
    ];
    for (text, named) in cases {
        let read = files(&[("a.js", text), ("b.js", "export function f() {}\n")]);
        let error = first_page::bundle("a.js", &read).expect_err(text);
        assert!(error.starts_with(named), "{text:?}: {error}");
    }
    let circle = files(&[("a.js", "import { f } from \"./b.js\";\n"), ("b.js", "import { g } from \"./a.js\";\nexport function f() {}\n")]);
    assert!(first_page::bundle("a.js", &circle).expect_err("a circle").contains("circle"));
    let missing = files(&[("a.js", "import { f } from \"./c.js\";\n")]);
    assert_eq!(first_page::bundle("a.js", &missing).expect_err("missing"), "c.js: no such file");
}

#[test]
fn imports_are_resolved_from_the_importers_folder_and_renamed_as_written() {
    let read = files(&[
        ("a.js", "import { f as g, h } from \"./sub/b.js\";\ng(h);\n"),
        ("sub/b.js", "import { k } from \"../c.js\";\nexport function f(x) { return k(x); }\nexport const h = 2;\n"),
        ("c.js", "export async function k(x) { return x; }\n"),
    ]);
    let script = first_page::bundle("a.js", &read).expect("joined");
    let order: Vec<&str> = script.lines().filter_map(|l| l.strip_prefix("// module ")).collect();
    assert_eq!(order, ["c.js", "sub/b.js", "a.js"]);
    assert!(script.contains("const { f: g, h } = m1;"), "{script}");
    assert!(script.contains("const { k } = m0;"), "{script}");
    assert!(script.contains("return { f, h };"), "{script}");
    assert!(script.contains("return { k };"), "{script}");
}

#[test]
fn a_page_without_its_links_or_view_is_an_error_not_a_different_page() {
    let read = files(&[("styles.css", "a {}\n"), ("first-board.css", "b {}\n"), ("start.js", "const x = 1;\n")]);
    let whole = r#"<link rel="stylesheet" href="styles.css"><link rel="stylesheet" href="first-board.css"><script type="module" src="start.js"></script><body><main id="mines-view"></main></body>"#;
    assert!(first_page::page(whole, &read).is_ok());
    let without_view = whole.replace(r#"<main id="mines-view"></main>"#, "");
    assert!(first_page::page(&without_view, &read).expect_err("no view").contains("Minesweeper view"));
    let twice = whole.replace("<body>", r#"<link rel="stylesheet" href="styles.css"><body>"#);
    assert!(first_page::page(&twice, &read).expect_err("twice").contains("2 times"));
    let unlinked = whole.replace(r#"<script type="module" src="start.js"></script>"#, "");
    assert!(first_page::page(&unlinked, &read).expect_err("no script").contains("0 times"));
    let closing = files(&[("styles.css", "a { content: '</style>'; }\n"), ("first-board.css", "b {}\n"), ("start.js", "")]);
    assert!(first_page::page(whole, &closing).expect_err("</style").contains("styles.css"));
}
