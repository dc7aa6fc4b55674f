//! Each notice's English, from the catalogue, is the engine's own `Display`, word for word;
//! in another language it is that language's.

use super::*;
use crate::l10n::catalogue::find;
use crate::l10n::english_texts;

fn every_notice() -> Vec<Notice> {
    let why = [
        ReadOnly::NoDirectory { dir: "/d".into(), error: "denied".into() },
        ReadOnly::OtherWindow,
        ReadOnly::Marked { path: "/d/records.json".into(), at_start: true },
        ReadOnly::Marked { path: "/d/records.json".into(), at_start: false },
        ReadOnly::Unreadable { path: "/d/records.json".into(), error: "denied".into() },
        ReadOnly::Newer { path: "/d/records.json".into(), schema: 9 },
        ReadOnly::Stuck { path: "/d/records.json".into(), error: "busy".into() },
    ];
    let problems = [LogProblem::Unreadable("denied".into()), LogProblem::CutShort("busy".into()), LogProblem::NotAChange("expected value".into())];
    let mut all: Vec<Notice> = why.iter().flat_map(|w| [Notice::ReadOnly(w.clone()), Notice::LeftAsItIs(w.clone()), Notice::Newer(w.clone())]).collect();
    for problem in problems {
        all.push(Notice::LogMovedAside { line: 2, problem: problem.clone(), aside: "/d/aside.log".into() });
        all.push(Notice::LogStuck { path: "/d/records.1.log".into(), line: 3, problem: problem.clone() });
        all.push(Notice::LogShown { line: 4, problem });
    }
    for game in [Game::Mines, Game::Fifteen] {
        all.push(Notice::InProgressUnreadable { game, problem: "no board".into() });
        all.push(Notice::RecordedAsLost { game, table: "custom-9x9-10".into() });
        all.push(Notice::NotRecorded { game, table: "expert".into(), why: "its log cannot be read".into() });
    }
    all.extend([
        Notice::Upgraded { from: 1, to: 2 },
        Notice::FileMovedAside { problem: "not valid JSON".into(), aside: "/d/a.json".into() },
        Notice::FileStuck { path: "/d/records.json".into(), problem: "not valid JSON".into() },
        Notice::FileHeld { problem: "the file is empty".into() },
        Notice::Moved { from: "/old".into(), to: "/new".into() },
        Notice::NotMoved { from: "/old".into(), to: "/new".into(), error: "cross-device link".into() },
        Notice::NoDataDirectory,
        Notice::JournalUnreadable { problem: "not a journal".into() },
        Notice::JournalEmpty { file: "journal-mines.txt".into() },
        Notice::SavesRecorded { count: 1 },
        Notice::SavesRecorded { count: 3 },
        Notice::SaveNotRecorded { why: "its replay differs".into() },
        Notice::SettingsMovedAside { problem: "not a settings object".into(), aside: "/d/s.json".into() },
        Notice::SettingsLeft { problem: "not a settings object".into() },
        Notice::SettingsStuck { path: "/d/settings.json".into(), problem: "not valid JSON".into(), error: "busy".into() },
    ]);
    all
}

#[test]
fn every_notices_english_is_the_engines_display() {
    let english = english_texts();
    let all = every_notice();
    for notice in &all {
        assert_eq!(english.say(&said(english, notice)), notice.to_string());
    }
    assert_eq!(told(english, &all), tessera::records::notice::english(&all));
    assert_eq!(told(english, &[]), None);
}

#[test]
fn a_notice_is_worded_in_the_language_spoken_with_its_tables_name() {
    let chinese = Texts::new(find("zh-CN").expect("Chinese"));
    let loss = Notice::RecordedAsLost { game: Game::Mines, table: "custom-9x9-10".into() };
    let said = chinese.say(&said(&chinese, &loss));
    assert!(said.contains("自定义 9×9，10 颗雷"), "{said}");
    assert_ne!(said, loss.to_string());
    let read_only = Notice::ReadOnly(ReadOnly::OtherWindow);
    let both = told(&chinese, &[loss.clone(), read_only.clone()]).expect("told");
    assert!(both.starts_with(&said) && both.ends_with(&chinese.say(&super::said(&chinese, &read_only))), "{both}");
}
