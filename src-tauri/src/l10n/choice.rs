//! Which language the app speaks: the player's choice in Settings, or at first start (and
//! whenever the choice is "as the system") the shipped language nearest the system's.

use super::catalogue::{find, Language, LANGUAGES};

/// The Language setting's value that follows the system.
pub const SYSTEM: &str = "system";

/// The language for a choice (`SYSTEM` or a tag offered) and the system's language tag; a
/// choice no longer offered follows the system, and a system language not shipped is English.
pub fn resolve(choice: Option<&str>, system: Option<&str>) -> &'static Language {
    choice.filter(|c| *c != SYSTEM).and_then(find).or_else(|| system.and_then(nearest)).unwrap_or(&LANGUAGES[0])
}

/// Whether a choice is one the setting may hold.
pub fn valid(choice: &str) -> bool {
    choice == SYSTEM || find(choice).is_some()
}

/// The shipped language nearest a system's tag: Chinese by its script or region (Traditional
/// for Hant, Taiwan, Hong Kong and Macau), Portuguese as Brazil's, any other by its language.
pub fn nearest(tag: &str) -> Option<&'static Language> {
    let mut parts = tag.split(['-', '_']);
    let language = parts.next()?.to_ascii_lowercase();
    let rest: Vec<String> = parts.map(str::to_ascii_uppercase).collect();
    let has = |part: &str| rest.iter().any(|p| p == part);
    let wanted = match language.as_str() {
        "zh" if has("HANT") || has("TW") || has("HK") || has("MO") => "zh-TW",
        "zh" => "zh-CN",
        "pt" => "pt-BR",
        other => other,
    };
    let base = |l: &&Language| l.tag.split('-').next() == Some(language.as_str());
    LANGUAGES.iter().find(|l| l.tag.eq_ignore_ascii_case(wanted)).or_else(|| LANGUAGES.iter().find(base))
}

/// English, for what is shown before any language is known.
pub fn english() -> &'static Language {
    &LANGUAGES[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::catalogue::ENGLISH;

    #[test]
    fn a_systems_tag_finds_the_nearest_shipped_language() {
        let cases = [
            ("zh-CN", "zh-CN"),
            ("zh-Hans-CN", "zh-CN"),
            ("zh-SG", "zh-CN"),
            ("zh", "zh-CN"),
            ("en-GB", "en"),
            ("en", "en"),
            ("de-AT", "de"),
            ("de_CH.UTF-8", "de"),
            ("ru-RU", "ru"),
            ("ja-JP", "ja"),
            ("pl_PL", "pl"),
            ("es-419", "es"),
            ("es-ES", "es"),
            ("fr-CA", "fr"),
            ("pt-BR", "pt-BR"),
            ("pt-PT", "pt-BR"),
            ("pt", "pt-BR"),
        ];
        for (system, want) in cases {
            assert_eq!(nearest(system).map(|l| l.tag), Some(want), "{system}");
        }
        // Taiwan, Hong Kong, Macau and the Traditional script read Traditional Chinese.
        for traditional in ["zh-TW", "zh-Hant-HK", "zh-MO", "zh_HK", "zh-Hant"] {
            assert_eq!(nearest(traditional).map(|l| l.tag), Some("zh-TW"), "{traditional}");
        }
        assert_eq!(nearest("tlh-QO"), None);
        assert_eq!(nearest(""), None);
    }

    #[test]
    fn the_choice_wins_and_system_follows_the_system() {
        assert_eq!(resolve(Some("zh-CN"), Some("en-US")).tag, "zh-CN");
        assert_eq!(resolve(Some(SYSTEM), Some("zh-Hans-CN")).tag, "zh-CN");
        assert_eq!(resolve(None, Some("zh_CN")).tag, "zh-CN");
        assert_eq!(resolve(Some("xx-YY"), Some("zh-CN")).tag, "zh-CN", "a choice no longer offered follows the system");
        assert_eq!(resolve(None, Some("tlh")).tag, ENGLISH.tag);
        assert_eq!(resolve(None, None).tag, ENGLISH.tag);
        assert!(valid(SYSTEM) && valid("zh-CN") && valid("en"));
        assert!(!valid("") && !valid("zh") && !valid("../en"));
    }
}
