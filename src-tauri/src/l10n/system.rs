//! The system's display language, as a BCP 47 tag, for the first start and for "as the system".
//! It is not the regional format (`commands/locale.rs`): an English desktop may show German
//! dates. Linux: the environment the desktop gives the app, as gettext reads it (LANGUAGE's
//! first entry, then LC_ALL, LC_MESSAGES, LANG); Windows: the user's display language
//! (`GetUserDefaultUILanguage`); macOS: the first of the user's preferred languages.

use crate::commands::locale::tag;

/// The system's display language; none when the system names none.
pub fn language() -> Option<String> {
    from_system()
}

#[cfg(target_os = "linux")]
fn from_system() -> Option<String> {
    from_environment(|name| std::env::var(name).ok())
}

/// gettext's order over an environment (Linux).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn from_environment(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    let var = |name| var(name).filter(|v| !v.is_empty());
    let listed = var("LANGUAGE").and_then(|list| list.split(':').find_map(tag));
    listed.or_else(|| var("LC_ALL").or_else(|| var("LC_MESSAGES")).or_else(|| var("LANG")).and_then(|v| tag(&v)))
}

#[cfg(windows)]
fn from_system() -> Option<String> {
    use windows_sys::Win32::Globalization::{GetUserDefaultUILanguage, LCIDToLocaleName};
    // LOCALE_NAME_MAX_LENGTH, the closing NUL included.
    let mut name = [0u16; 85];
    // SAFETY: no arguments; then a buffer writable for the whole length passed with it.
    let written = unsafe { LCIDToLocaleName(u32::from(GetUserDefaultUILanguage()), name.as_mut_ptr(), name.len() as i32, 0) };
    let len = usize::try_from(written).ok()?.checked_sub(1)?;
    tag(&String::from_utf16(name.get(..len)?).ok()?)
}

#[cfg(target_os = "macos")]
fn from_system() -> Option<String> {
    use core_foundation::array::CFArray;
    use core_foundation::base::TCFType;
    use core_foundation::string::CFString;
    use core_foundation_sys::locale::CFLocaleCopyPreferredLanguages;
    // SAFETY: the array is ours (the create rule), released when `languages` drops; its
    // strings are borrowed from it and copied before that.
    let languages: CFArray<CFString> = unsafe {
        let array = CFLocaleCopyPreferredLanguages();
        if array.is_null() {
            return None;
        }
        CFArray::wrap_under_create_rule(array)
    };
    let first = languages.get(0)?.to_string();
    tag(&first)
}

#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
fn from_system() -> Option<String> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linux_reads_the_environment_as_gettext_does() {
        let env = |pairs: &'static [(&'static str, &'static str)]| move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string());
        assert_eq!(from_environment(env(&[("LANG", "zh_CN.UTF-8")])).as_deref(), Some("zh-CN"));
        assert_eq!(from_environment(env(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "de_DE.UTF-8")])).as_deref(), Some("de-DE"));
        assert_eq!(from_environment(env(&[("LC_MESSAGES", "de_DE.UTF-8"), ("LC_ALL", "fr_FR.UTF-8")])).as_deref(), Some("fr-FR"));
        assert_eq!(from_environment(env(&[("LC_ALL", "fr_FR.UTF-8"), ("LANGUAGE", "zh_TW:zh_CN:en")])).as_deref(), Some("zh-TW"));
        assert_eq!(from_environment(env(&[("LANGUAGE", ""), ("LANG", "ja_JP.UTF-8")])).as_deref(), Some("ja-JP"));
        assert_eq!(from_environment(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(from_environment(env(&[])), None);
    }

    /// The system's own answer: on Windows the user's display language, which Wine takes from
    /// the environment (scripts/test-platforms.sh runs this with a Chinese one and checks the
    /// tag printed); on macOS the first preferred language. Linux's counterpart is the
    /// end-to-end test `e2e_language`, the page in Chinese under `LANG=zh_CN.UTF-8`.
    #[cfg(not(target_os = "linux"))]
    #[test]
    fn the_systems_language_is_a_tag() {
        let found = language().expect("the system names a language");
        assert_eq!(tag(&found).as_deref(), Some(found.as_str()), "a well-formed tag: {found}");
        println!("system language: {found}");
    }
}
