//! The system's locale for the page's dates and numbers: `system_locale() -> Option<String>`, a
//! BCP 47 tag. Each webview formats in its own default, which is not the player's regional
//! format: WebKitGTK's is American English whatever the desktop says, WebView2's and WKWebView's
//! are the display language (an English Windows or Mac set to German dates still gets "11/27/26").
//! So the backend asks the system for the regional format: on Linux the environment the desktop
//! gives the app (LC_ALL, then LC_TIME, then LANG, as the C library reads them), on Windows the
//! user's locale (`GetUserDefaultLocaleName`), on macOS the current locale (`CFLocaleCopyCurrent`).

/// The system's locale as a BCP 47 tag (`de-DE`); none when the system names none.
#[tauri::command]
pub fn system_locale() -> Option<String> {
    from_system()
}

#[cfg(target_os = "linux")]
fn from_system() -> Option<String> {
    let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
    var("LC_ALL").or_else(|| var("LC_TIME")).or_else(|| var("LANG")).and_then(|v| tag(&v))
}

#[cfg(windows)]
fn from_system() -> Option<String> {
    use windows_sys::Win32::Globalization::GetUserDefaultLocaleName;
    // LOCALE_NAME_MAX_LENGTH, the closing NUL included.
    let mut name = [0u16; 85];
    // SAFETY: the buffer is writable for the whole length passed with it.
    let written = unsafe { GetUserDefaultLocaleName(name.as_mut_ptr(), name.len() as i32) };
    // The count includes the closing NUL; 0 is a failure.
    let len = usize::try_from(written).ok()?.checked_sub(1)?;
    tag(&String::from_utf16(name.get(..len)?).ok()?)
}

#[cfg(target_os = "macos")]
fn from_system() -> Option<String> {
    use core_foundation::base::TCFType;
    use core_foundation::string::CFString;
    use core_foundation_sys::base::CFRelease;
    use core_foundation_sys::locale::{CFLocaleCopyCurrent, CFLocaleGetIdentifier};
    // SAFETY: CFLocaleCopyCurrent returns a locale we own (released below); its identifier is
    // borrowed from it (the get rule) and copied into a Rust string before the release.
    unsafe {
        let locale = CFLocaleCopyCurrent();
        if locale.is_null() {
            return None;
        }
        let id = CFLocaleGetIdentifier(locale);
        let name = (!id.is_null()).then(|| CFString::wrap_under_get_rule(id).to_string());
        CFRelease(locale.cast());
        tag(&name?)
    }
}

#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
fn from_system() -> Option<String> {
    None
}

/// A system's locale name as a BCP 47 tag of language, script and region: POSIX names
/// (`de_DE.UTF-8@euro`, `es_419`), Windows' (`de-DE`, `de-DE_phoneb` with a sort order) and
/// macOS' (`en_GB`, `zh-Hans_CN`, `en_US@rg=dezzzz`). None for the C locale or a name that
/// does not start with a language.
pub fn tag(name: &str) -> Option<String> {
    let name = name.split(['.', '@']).next()?;
    let mut parts = name.split(['_', '-']);
    let language = parts.next().filter(|l| (2..=3).contains(&l.len()) && l.chars().all(|c| c.is_ascii_lowercase()))?;
    let mut tag = language.to_string();
    let mut script_allowed = true;
    for part in parts {
        let alpha = part.chars().all(|c| c.is_ascii_alphabetic());
        let script = script_allowed && part.len() == 4 && alpha;
        let region = (part.len() == 2 && alpha) || (part.len() == 3 && part.chars().all(|c| c.is_ascii_digit()));
        if script || region {
            tag.push('-');
            tag.push_str(part);
            script_allowed = false;
            if region {
                break;
            }
        } else if (5..=8).contains(&part.len()) && part.chars().all(|c| c.is_ascii_alphanumeric()) {
            // A variant or Windows' sort order: the format is the language's and region's.
            break;
        } else {
            return None;
        }
    }
    Some(tag)
}

#[cfg(test)]
mod tests {
    use super::tag;

    #[test]
    fn system_names_become_bcp47_tags() {
        let cases = [
            // POSIX, from the environment (Linux).
            ("de_DE.UTF-8", "de-DE"),
            ("en_GB.UTF-8@euro", "en-GB"),
            ("fr", "fr"),
            ("es_419.UTF-8", "es-419"),
            ("sr_RS@latin", "sr-RS"),
            // Windows' locale names, a sort order after the underscore.
            ("de-DE", "de-DE"),
            ("de-DE_phoneb", "de-DE"),
            ("sr-Latn-RS", "sr-Latn-RS"),
            // macOS' locale identifiers.
            ("en_DE", "en-DE"),
            ("zh-Hans_CN", "zh-Hans-CN"),
            ("en_US@rg=gbzzzz", "en-US"),
        ];
        for (name, want) in cases {
            assert_eq!(tag(name).as_deref(), Some(want), "{name}");
        }
        for none in ["C", "C.UTF-8", "POSIX", "", "de_", "../etc", "de_D!"] {
            assert_eq!(tag(none), None, "{none}");
        }
    }

    /// The system's own answer is a tag the page can use: on Windows the user's locale, which
    /// Wine takes from the environment (scripts/test-platforms.sh runs this test with a German
    /// one and checks the tag it prints); on macOS the current locale. Linux's counterpart is
    /// the end-to-end test `e2e_records`, German dates under `LC_ALL=de_DE.UTF-8`.
    #[cfg(not(target_os = "linux"))]
    #[test]
    fn the_systems_locale_is_a_tag() {
        let found = super::system_locale().expect("the system names a locale");
        assert_eq!(tag(&found).as_deref(), Some(found.as_str()), "a well-formed tag: {found}");
        println!("system locale: {found}");
    }
}
