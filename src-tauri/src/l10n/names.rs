//! The names the app gives what the engine keys, in the language spoken: a records table
//! (`TableName`: a level, a custom board, a size, a practice run, a mode) and a practice run.

use super::said::Said;
use super::Texts;
use tessera::fifteen::practice::Mode as Run;
use tessera::fifteen::Shape;
use serde::Serialize;
use tessera::records::news::News;
use tessera::records::TableName;

/// A piece of news for the page, which words it: its values, and its table's name.
#[derive(Clone, Debug, Serialize)]
pub struct Announced {
    pub name: String,
    #[serde(flatten)]
    pub news: News,
}

/// News with its table named.
pub fn announced(texts: &Texts, news: &News) -> Announced {
    Announced { name: table(texts, news.table()), news: news.clone() }
}

/// A records table's name.
pub fn table(texts: &Texts, key: &str) -> String {
    name(texts, &TableName::of(key))
}

fn name(texts: &Texts, table: &TableName) -> String {
    match table {
        TableName::Level(level) => texts.get(&format!("level-{level}")),
        TableName::Custom { width, height, mines } => texts.say(&Said::new("table-custom").with("size", format!("{width}×{height}")).with("mines", mines.as_str())),
        TableName::Size(size) => size.replace('x', "×"),
        TableName::Run(run) => run_name(texts, run),
        TableName::WithMode(board, mode) => {
            texts.say(&Said::new("table-with-mode").with("board", name(texts, board)).with("mode", texts.attribute(&format!("mode-{}", mode.key()), "name")))
        }
    }
}

/// A practice run's name: `Relay 3×3, 4×4`, `Marathon of 42, 4×4`, `Blind 4×4`.
pub fn run_name(texts: &Texts, run: &Run) -> String {
    let shown = |s: Shape| format!("{}×{}", s.width(), s.height());
    match run {
        Run::Relay { sizes } => texts.say(&Said::new("run-relay").with("sizes", sizes.iter().map(|&s| shown(s)).collect::<Vec<_>>().join(&texts.get("list-gap")))),
        Run::Marathon { size, count } => texts.say(&Said::new("run-marathon").with("count", *count).with("size", shown(*size))),
        Run::Blind { size } => texts.say(&Said::new("run-blind-name").with("size", shown(*size))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::catalogue::find;
    use tessera::records::table_name;

    /// In English the app names every kind of table as the engine (and the CLI) does, but for
    /// a mode, which the app writes as its menu does.
    #[test]
    fn english_names_are_the_engines_and_chinese_are_the_communitys() {
        let english = Texts::new(find("en").expect("English"));
        for key in ["beginner", "expert", "custom-30x16-99", "4x4", "3x5", "relay/3x3,4x4,5x5", "marathon/42/4x4", "blind/5x5"] {
            assert_eq!(table(&english, key), table_name(key), "{key}");
        }
        assert_eq!(table(&english, "expert/strict"), "Expert, strict no-guess");
        assert_eq!(table(&english, "custom-8x6-12/no-guess"), "Custom 8×6, 12 mines, no guessing");
        let chinese = Texts::new(find("zh-CN").expect("Chinese"));
        assert_eq!(table(&chinese, "expert/strict"), "高级，强无猜");
        assert_eq!(table(&chinese, "custom-30x16-99"), "自定义 30×16，99 颗雷");
        assert_eq!(table(&chinese, "relay/3x3,4x4"), "接力 3×3，4×4");
        let taiwan = Texts::new(find("zh-TW").expect("Traditional Chinese"));
        assert_eq!(table(&taiwan, "expert/strict"), "高級，強無猜");
        assert_eq!(table(&taiwan, "custom-30x16-99"), "自訂 30×16，99 顆雷");
    }
}
