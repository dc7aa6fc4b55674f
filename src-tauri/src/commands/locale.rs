//! The system's locale for the page's dates and numbers: `system_locale() -> Option<String>`, a
//! BCP 47 tag. WebKitGTK formats with its own default (American English) whatever the desktop
//! says, so on Linux the locale comes from the environment the desktop gives the app (LC_ALL,
//! then LC_TIME, then LANG, as the C library reads them). WebView2 and WKWebView follow the
//! system themselves: none there, and the page uses the webview's.

/// The system's locale as a BCP 47 tag (`de-DE`), when the webview would not follow it.
#[tauri::command]
pub fn system_locale() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
    var("LC_ALL").or_else(|| var("LC_TIME")).or_else(|| var("LANG")).and_then(|v| bcp47(&v))
}

/// A POSIX locale name (`de_DE.UTF-8@euro`) as a BCP 47 tag (`de-DE`); none for the C locale
/// or a name that is not a language.
pub fn bcp47(posix: &str) -> Option<String> {
    let name = posix.split(['.', '@']).next()?;
    let mut parts = name.split('_');
    let language = parts.next().filter(|l| (2..=3).contains(&l.len()) && l.chars().all(|c| c.is_ascii_lowercase()))?;
    match parts.next() {
        Some(region) if (2..=3).contains(&region.len()) && region.chars().all(|c| c.is_ascii_alphanumeric()) => Some(format!("{language}-{region}")),
        Some(_) => None,
        None => Some(language.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::bcp47;

    #[test]
    fn posix_names_become_bcp47_tags() {
        assert_eq!(bcp47("de_DE.UTF-8").as_deref(), Some("de-DE"));
        assert_eq!(bcp47("en_GB.UTF-8@euro").as_deref(), Some("en-GB"));
        assert_eq!(bcp47("fr").as_deref(), Some("fr"));
        assert_eq!(bcp47("es_419.UTF-8").as_deref(), Some("es-419"));
        for none in ["C", "C.UTF-8", "POSIX", "", "de_", "../etc"] {
            assert_eq!(bcp47(none), None, "{none}");
        }
    }
}
