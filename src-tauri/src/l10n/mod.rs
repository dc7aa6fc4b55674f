//! The player's language: every word the app shows comes from one Fluent catalogue per language
//! (`locales/<tag>.ftl`), read here for what the backend shows itself (the native menu, the
//! message box when Windows lacks WebView2, the file chooser) and handed whole to the page
//! (`commands/l10n.rs`), which formats the same files with Fluent's JavaScript implementation.
//!
//! Project Fluent (`fluent-bundle`, Mozilla's, which Firefox's own strings go through) rather
//! than a lookup of our own: plurals by each language's CLDR rules, variables and selectors a
//! translator writes without asking a developer, and one file format for both sides.
//!
//! A message missing in a language falls back to English, then to its id, so a gap shows as
//! English rather than as nothing; the catalogue tests (`catalogue.rs`) keep every language's
//! messages, attributes and variables equal to English's.

pub mod catalogue;
pub mod choice;
pub mod errors;
pub mod names;
pub mod notices;
pub mod pseudo;
pub mod said;
pub mod system;

use catalogue::{Language, ENGLISH};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::{Arc, Mutex, PoisonError};

/// The messages of one language with English behind them.
pub struct Texts {
    /// The chosen language's bundle, then English's (none twice for English).
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Texts {
    /// The texts of `language`.
    pub fn new(language: &Language) -> Texts {
        let mut bundles = vec![bundle(language)];
        if language.tag != ENGLISH.tag {
            bundles.push(bundle(&ENGLISH));
        }
        Texts { bundles }
    }

    /// A message's text, without variables.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None, &FluentArgs::new())
    }

    /// A message's attribute (`.title`), without variables.
    pub fn attribute(&self, id: &str, attribute: &str) -> String {
        self.format(id, Some(attribute), &FluentArgs::new())
    }

    /// A message with its variables (`said::Said`), a message in place of a variable worded
    /// first.
    pub fn say(&self, said: &said::Said) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &said.args {
            let value = match value {
                said::Arg::Text(text) => FluentValue::from(text.clone()),
                said::Arg::Number(n) => FluentValue::from(*n),
                said::Arg::Said(inner) => FluentValue::from(self.say(inner)),
            };
            args.set(*name, value);
        }
        self.format(said.id, None, &args)
    }

    fn format(&self, id: &str, attribute: Option<&str>, fluent_args: &FluentArgs) -> String {
        for bundle in &self.bundles {
            let Some(message) = bundle.get_message(id) else { continue };
            let pattern = match attribute {
                Some(name) => message.get_attribute(name).map(|a| a.value()),
                None => message.value(),
            };
            if let Some(pattern) = pattern {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, Some(fluent_args), &mut errors).into_owned();
            }
        }
        id.to_string()
    }
}

fn bundle(language: &Language) -> FluentBundle<FluentResource> {
    let id = language.tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around variables are for right-to-left text mixed with
    // left-to-right; no language shipped is written right to left, and a native menu shows
    // the marks as boxes on some systems.
    bundle.set_use_isolating(false);
    // A catalogue that does not parse is caught by the catalogue tests; what parses is kept.
    let resource = FluentResource::try_new(language.source().to_string()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

/// English's texts, for what is said before any language is known and for the English of a
/// message (`said::Said`'s `Display`).
pub fn english_texts() -> &'static Texts {
    static ENGLISH_TEXTS: std::sync::OnceLock<Texts> = std::sync::OnceLock::new();
    ENGLISH_TEXTS.get_or_init(|| Texts::new(&catalogue::ENGLISH))
}

/// The language the app speaks now, which the Language setting changes at run time, with its
/// texts, made at their first use once per language rather than parsed again for every answer
/// that names something (a practice run's every move names the run).
pub struct Current(Mutex<(&'static Language, Option<Arc<Texts>>)>);

impl Current {
    pub fn new(language: &'static Language) -> Current {
        Current(Mutex::new((language, None)))
    }

    /// Speaks the language of a choice (the Language setting's: `system`, a tag offered, or
    /// none at a first start): the choice's, or the system's.
    pub fn choose(&self, choice: Option<&str>) -> &'static Language {
        let language = choice::resolve(choice, system::language().as_deref());
        self.set(language);
        language
    }

    pub fn get(&self) -> &'static Language {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).0
    }

    pub fn set(&self, language: &'static Language) {
        let mut now = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if now.0.tag != language.tag {
            *now = (language, None);
        }
    }

    /// Its texts.
    pub fn texts(&self) -> Arc<Texts> {
        let mut now = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let language = now.0;
        Arc::clone(now.1.get_or_insert_with(|| Arc::new(Texts::new(language))))
    }
}
