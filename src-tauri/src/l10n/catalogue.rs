//! The catalogues: one Fluent file per language in `locales/`, built into the app, and the
//! pseudo-language of development builds, made from English.

use std::sync::OnceLock;

/// A language the app speaks.
#[derive(Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 tag, also its file's name (`locales/zh-CN.ftl`).
    pub tag: &'static str,
    /// Its name in itself, as the Language setting lists it.
    pub name: &'static str,
    source: Source,
}

#[derive(Debug, PartialEq, Eq)]
enum Source {
    File(&'static str),
    /// Made from English at first use (`pseudo.rs`).
    Pseudo,
}

impl Language {
    /// Its catalogue, as Fluent source.
    pub fn source(&self) -> &'static str {
        match self.source {
            Source::File(text) => text,
            Source::Pseudo => {
                static MADE: OnceLock<String> = OnceLock::new();
                MADE.get_or_init(|| super::pseudo::catalogue(ENGLISH.source()))
            }
        }
    }
}

/// English: every message is first written here, and a message another language lacks is
/// shown in English.
pub const ENGLISH: Language = Language { tag: "en", name: "English", source: Source::File(include_str!("../../../locales/en.ftl")) };

/// Every language shipped, English first.
pub const LANGUAGES: &[Language] = &[
    ENGLISH,
    Language { tag: "zh-CN", name: "简体中文", source: Source::File(include_str!("../../../locales/zh-CN.ftl")) },
    Language { tag: "zh-TW", name: "繁體中文", source: Source::File(include_str!("../../../locales/zh-TW.ftl")) },
    Language { tag: "de", name: "Deutsch", source: Source::File(include_str!("../../../locales/de.ftl")) },
    Language { tag: "ru", name: "Русский", source: Source::File(include_str!("../../../locales/ru.ftl")) },
    Language { tag: "ja", name: "日本語", source: Source::File(include_str!("../../../locales/ja.ftl")) },
    Language { tag: "pl", name: "Polski", source: Source::File(include_str!("../../../locales/pl.ftl")) },
    Language { tag: "es", name: "Español", source: Source::File(include_str!("../../../locales/es.ftl")) },
    Language { tag: "fr", name: "Français", source: Source::File(include_str!("../../../locales/fr.ftl")) },
    Language { tag: "pt-BR", name: "Português (Brasil)", source: Source::File(include_str!("../../../locales/pt-BR.ftl")) },
];

/// The pseudo-language: English accented, lengthened and bracketed, so that a word the
/// catalogue does not give, or a label too narrow for a longer language, shows at a glance.
pub const PSEUDO: Language = Language { tag: super::pseudo::TAG, name: "[Ƥšéûðö]", source: Source::Pseudo };

/// The languages a player may choose: those shipped, and in development builds the
/// pseudo-language too.
pub fn offered() -> impl Iterator<Item = &'static Language> {
    let pseudo: &[Language] = if cfg!(any(debug_assertions, feature = "e2e-hooks")) { std::slice::from_ref(&PSEUDO) } else { &[] };
    LANGUAGES.iter().chain(pseudo)
}

/// A language offered, by its exact tag.
pub fn find(tag: &str) -> Option<&'static Language> {
    offered().find(|l| l.tag == tag)
}

#[cfg(test)]
mod tests;
