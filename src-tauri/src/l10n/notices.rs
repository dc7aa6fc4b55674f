//! What the player is told at start about their records (`tessera::records::notice`), worded
//! in the language spoken when the page asks: a read-only store and why, a file moved aside,
//! the games a crash left. Their English is the engine's own `Display` (the test below).

use super::errors::Says;
use super::said::Said;
use super::{names, Texts};
use tessera::records::notice::{Game, LogProblem, Notice, ReadOnly};

impl Says for ReadOnly {
    fn said(&self) -> Said {
        match self {
            ReadOnly::NoDirectory { dir, error } => Said::new("readonly-no-directory").with("dir", dir.as_str()).with("error", error.as_str()),
            ReadOnly::OtherWindow => Said::new("readonly-other-window"),
            ReadOnly::Marked { path, at_start: true } => Said::new("readonly-marked-start").with("path", path.as_str()),
            ReadOnly::Marked { path, at_start: false } => Said::new("readonly-marked").with("path", path.as_str()),
            ReadOnly::Unreadable { path, error } => Said::new("readonly-unreadable").with("path", path.as_str()).with("error", error.as_str()),
            ReadOnly::Newer { path, schema } => Said::new("readonly-newer").with("path", path.as_str()).with("schema", *schema),
            ReadOnly::Stuck { path, error } => Said::new("readonly-stuck").with("path", path.as_str()).with("error", error.as_str()),
        }
    }
}

fn log_problem(problem: &LogProblem) -> Said {
    let (id, error) = match problem {
        LogProblem::Unreadable(e) => ("log-problem-unreadable", e),
        LogProblem::CutShort(e) => ("log-problem-cut-short", e),
        LogProblem::NotAChange(e) => ("log-problem-not-a-change", e),
    };
    Said::new(id).with("error", error.as_str())
}

/// One notice as a message; a table is named in the language of `texts`.
pub fn said(texts: &Texts, notice: &Notice) -> Said {
    use Notice::*;
    let by_game = |game: &Game, mines: &'static str, fifteen: &'static str| match game {
        Game::Mines => Said::new(mines),
        Game::Fifteen => Said::new(fifteen),
    };
    match notice {
        ReadOnly(why) => Said::new("notice-read-only").with("why", why.said()),
        LeftAsItIs(why) => Said::new("notice-left-as-it-is").with("why", why.said()),
        Newer(why) => Said::new("notice-newer").with("why", why.said()),
        Upgraded { from, to } => Said::new("notice-upgraded").with("from", *from).with("to", *to),
        FileMovedAside { problem, aside } => Said::new("notice-file-moved-aside").with("problem", problem.clone()).with("aside", aside.clone()),
        FileStuck { path, problem } => Said::new("notice-file-stuck").with("path", path.clone()).with("problem", problem.clone()),
        FileHeld { problem } => Said::new("notice-file-held").with("problem", problem.clone()),
        LogMovedAside { line, problem, aside } => {
            Said::new("notice-log-moved-aside").with("line", *line).with("problem", log_problem(problem)).with("aside", aside.clone())
        }
        LogStuck { path, line, problem } => Said::new("notice-log-stuck").with("path", path.clone()).with("line", *line).with("problem", log_problem(problem)),
        LogShown { line, problem } => Said::new("notice-log-shown").with("line", *line).with("problem", log_problem(problem)),
        Moved { from, to } => Said::new("notice-moved").with("from", from.clone()).with("to", to.clone()),
        NotMoved { from, to, error } => Said::new("notice-not-moved").with("from", from.clone()).with("to", to.clone()).with("error", error.clone()),
        NoDataDirectory => Said::new("notice-no-data-directory"),
        JournalUnreadable { problem } => Said::new("notice-journal-unreadable").with("problem", problem.clone()),
        JournalEmpty { file } => Said::new("notice-journal-empty").with("file", file.clone()),
        InProgressUnreadable { game, problem } => by_game(game, "notice-unreadable-mines", "notice-unreadable-fifteen").with("problem", problem.clone()),
        SavesRecorded { count } => Said::new("notice-saves-recorded").with("count", *count),
        SaveNotRecorded { why } => Said::new("notice-save-not-recorded").with("why", why.clone()),
        RecordedAsLost { game, table } => by_game(game, "notice-recorded-loss", "notice-recorded-dnf").with("name", names::table(texts, table)),
        NotRecorded { game, table, why } => {
            by_game(game, "notice-not-recorded-mines", "notice-not-recorded-fifteen").with("name", names::table(texts, table)).with("why", why.clone())
        }
        SettingsMovedAside { problem, aside } => Said::new("notice-settings-moved-aside").with("problem", problem.clone()).with("aside", aside.clone()),
        SettingsLeft { problem } => Said::new("notice-settings-left").with("problem", problem.clone()),
        SettingsStuck { path, problem, error } => {
            Said::new("notice-settings-stuck").with("path", path.clone()).with("problem", problem.clone()).with("error", error.clone())
        }
    }
}

/// Every notice, one after another, in the language of `texts` (`None` when there are none).
pub fn told(texts: &Texts, notices: &[Notice]) -> Option<String> {
    let said: Vec<String> = notices.iter().map(|n| texts.say(&said(texts, n))).collect();
    (!said.is_empty()).then(|| said.join(&texts.get("sentence-gap")))
}

#[cfg(test)]
mod tests;
