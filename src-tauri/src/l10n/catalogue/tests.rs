//! Every catalogue says what English says: the same messages, the same attributes, no
//! variable English does not pass, and nothing that fails to parse.

use super::*;
use fluent_syntax::ast::{CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};

/// Per message (`id`, or `id.attribute`): the variables its pattern reads. Terms (`-id`) too.
fn shape(source: &str) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    let resource = parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            Entry::Junk { content } => return Err(format!("junk: {content}")),
            _ => continue,
        };
        let mut add = |key: String, used: BTreeSet<String>| match found.insert(key.clone(), used) {
            Some(_) => Err(format!("{key} is written twice")),
            None => Ok(()),
        };
        if let Some(value) = value {
            add(id.clone(), variables(value))?;
        }
        for attribute in attributes {
            add(format!("{id}.{}", attribute.id.name), variables(&attribute.value))?;
        }
    }
    Ok(found)
}

fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            in_expression(expression, &mut out);
        }
    }
    out
}

fn in_expression(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            in_inline(selector, out);
            for variant in variants {
                out.extend(variables(&variant.value));
            }
        }
        Expression::Inline(inline) => in_inline(inline, out),
    }
}

fn in_inline(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    let in_arguments = |arguments: &CallArguments<&str>, out: &mut BTreeSet<String>| {
        for positional in &arguments.positional {
            in_inline(positional, out);
        }
        for named in &arguments.named {
            in_inline(&named.value, out);
        }
    };
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => in_arguments(arguments, out),
        InlineExpression::TermReference { arguments: Some(arguments), .. } => in_arguments(arguments, out),
        InlineExpression::Placeable { expression } => in_expression(expression, out),
        _ => {}
    }
}

/// What a catalogue says differently from English, one line each.
fn differences(english: &str, other: &str) -> Vec<String> {
    let (english, other) = match (shape(english), shape(other)) {
        (Ok(e), Ok(o)) => (e, o),
        (e, o) => return vec![format!("does not parse: {:?}", e.err().or(o.err()))],
    };
    let mut out = Vec::new();
    for (id, wanted) in &english {
        match other.get(id) {
            None => out.push(format!("lacks {id}")),
            Some(used) => {
                for extra in used.difference(wanted) {
                    out.push(format!("{id} uses ${extra}, which English does not"));
                }
            }
        }
    }
    for id in other.keys().filter(|id| !english.contains_key(*id)) {
        out.push(format!("has {id}, which English does not"));
    }
    out
}

#[test]
fn every_catalogue_says_what_english_says() {
    assert!(shape(ENGLISH.source()).expect("English parses").len() > 100, "English has the app's messages");
    for language in offered() {
        let found = differences(ENGLISH.source(), language.source());
        assert!(found.is_empty(), "{}: {}", language.tag, found.join("; "));
    }
}

#[test]
fn a_catalogue_that_differs_is_told_apart() {
    let english = "a = A { $n }\n    .title = T\nb = B\n-t = T\n";
    assert_eq!(differences(english, english), Vec::<String>::new());
    let other = "a = A { $m ->\n   *[x] { $n }\n  }\nc = C\n-t = T\n";
    assert_eq!(differences(english, other), ["a uses $m, which English does not", "lacks a.title", "lacks b", "has c, which English does not"]);
    assert_eq!(differences(english, "a = {")[0].split(':').next(), Some("does not parse"));
    assert!(differences(english, "a = A\nb = B\na = C\n")[0].contains("a is written twice"));
}

#[test]
fn the_languages_offered_are_the_shipped_ones_and_in_development_the_pseudo_one() {
    let tags: Vec<&str> = offered().map(|l| l.tag).collect();
    assert_eq!(tags[0], "en");
    assert!(tags.contains(&"zh-CN"));
    assert_eq!(tags.contains(&super::super::pseudo::TAG), cfg!(any(debug_assertions, feature = "e2e-hooks")));
    // Each file's name is its tag, and each tag is offered once.
    let mut unique = tags.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), tags.len());
    for language in LANGUAGES {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../locales/{}.ftl", language.tag));
        assert_eq!(std::fs::read_to_string(&file).ok().as_deref(), Some(language.source()), "{}", file.display());
    }
}
