//! The pseudo-language of development builds (`en-XA`): English with every letter accented,
//! every vowel doubled (about a third longer, as German runs) and every message in brackets.
//! A word on screen with a plain ASCII letter outside a variable did not come from the
//! catalogue, and a label cut short loses its closing bracket: the end-to-end test reads both.
//! Made from English's syntax tree, so variables, selectors and ids stay as they are.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::{parser, serializer};

/// Its tag: the private-use region the CLDR sets aside for pseudo-locales.
pub const TAG: &str = "en-XA";

const LOWER: &str = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ";
const UPPER: &str = "ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";

/// The pseudo-language's catalogue, from English's.
pub fn catalogue(english: &str) -> String {
    let mut resource = parser::parse(english.to_string()).unwrap_or_else(|(partial, _)| partial);
    for entry in &mut resource.body {
        match entry {
            Entry::Message(message) => {
                if let Some(value) = &mut message.value {
                    bracket(value);
                }
                for attribute in &mut message.attributes {
                    bracket(&mut attribute.value);
                }
            }
            // Terms (the games' names) are parts of messages, which bring the brackets.
            Entry::Term(term) => accent_pattern(&mut term.value),
            _ => {}
        }
    }
    serializer::serialize(&resource)
}

/// One text accented and lengthened.
pub fn accent(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for c in text.chars() {
        let index = |from: char| (c as u32 - from as u32) as usize;
        let made = match c {
            'a'..='z' => LOWER.chars().nth(index('a')),
            'A'..='Z' => UPPER.chars().nth(index('A')),
            _ => None,
        };
        let Some(made) = made else {
            out.push(c);
            continue;
        };
        out.push(made);
        if "aeiouAEIOU".contains(c) {
            out.push(made);
        }
    }
    out
}

fn bracket(pattern: &mut Pattern<String>) {
    accent_pattern(pattern);
    let literal = |text: &str| PatternElement::Placeable { expression: Expression::Inline(InlineExpression::StringLiteral { value: text.to_string() }) };
    pattern.elements.insert(0, literal("["));
    pattern.elements.push(literal("]"));
}

fn accent_pattern(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => *value = accent(value),
            PatternElement::Placeable { expression: Expression::Select { variants, .. } } => {
                for variant in variants {
                    accent_pattern(&mut variant.value);
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_accented_vowels_doubled_and_the_rest_kept() {
        assert_eq!(accent("New Game"), "Ƞḗḗẇ Ɠȧȧḿḗḗ");
        assert_eq!(accent("3BV/s, 15-puzzle"), "3ƁṼ/ş, 15-ƥŭŭẑẑŀḗḗ");
        assert_eq!(accent("数字 ×"), "数字 ×");
    }

    #[test]
    fn messages_are_bracketed_and_variables_kept() {
        let made = catalogue("-game = Minesweeper\nleft = { $count ->\n    [one] one mine\n   *[other] { $count } mines\n  }\n    .title = Mines left\nplain = { -game } board\n");
        let bundle = {
            let mut b = fluent_bundle::FluentBundle::new(vec!["en".parse().expect("tag")]);
            b.set_use_isolating(false);
            b.add_resource(fluent_bundle::FluentResource::try_new(made.clone()).expect("the made catalogue parses")).expect("add");
            b
        };
        let format = |id: &str, attribute: Option<&str>, count: Option<i64>| {
            let message = bundle.get_message(id).expect(id);
            let pattern = attribute.map_or_else(|| message.value().expect("value"), |a| message.get_attribute(a).expect("attribute").value());
            let mut args = fluent_bundle::FluentArgs::new();
            if let Some(n) = count {
                args.set("count", n);
            }
            bundle.format_pattern(pattern, Some(&args), &mut vec![]).into_owned()
        };
        assert_eq!(format("left", None, Some(1)), "[ǿǿƞḗḗ ḿīīƞḗḗ]");
        assert_eq!(format("left", None, Some(7)), "[7 ḿīīƞḗḗş]");
        assert_eq!(format("left", Some("title"), None), "[Ḿīīƞḗḗş ŀḗḗƒŧ]");
        assert_eq!(format("plain", None, None), "[Ḿīīƞḗḗşẇḗḗḗḗƥḗḗř ƀǿǿȧȧřḓ]");
    }
}
