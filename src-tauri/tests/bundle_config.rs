//! What the bundles promise each system, read from the configuration they are built from
//! (tauri.conf.json, the release workflow): checked here because no Mac or Windows machine
//! builds them before a release.

use serde_json::Value;

fn config() -> Value {
    serde_json::from_str(include_str!("../tauri.conf.json")).expect("tauri.conf.json is JSON")
}

/// A reverse-DNS identifier of letters, digits and hyphens (macOS' CFBundleIdentifier and the
/// data folders named after it), not ending in `.app`, which macOS confuses with the bundle.
#[test]
fn the_bundle_identifier_is_one_macos_and_windows_accept() {
    let id = config()["identifier"].as_str().expect("identifier").to_string();
    let parts: Vec<&str> = id.split('.').collect();
    assert!(parts.len() >= 2, "{id}");
    for part in &parts {
        assert!(!part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'), "{id}");
    }
    assert!(!id.to_ascii_lowercase().ends_with(".app"), "{id}");
    assert_eq!(tessera::portable::name_problem(&id), None, "the config folder is named after it");
}

/// Tauri 2 and its WKWebView need macOS 10.15; the bundle says so, so that an older Mac
/// refuses it with the system's message instead of crashing.
#[test]
fn macos_minimum_is_the_one_tauri_needs() {
    let min = config()["bundle"]["macOS"]["minimumSystemVersion"].as_str().expect("minimumSystemVersion").to_string();
    let version: Vec<u32> = min.split('.').map(|p| p.parse().expect("a number")).collect();
    assert!(version >= vec![10, 15], "{min}");
}

/// The Windows installers embed WebView2's bootstrapper, which installs the runtime where it
/// is missing; the release adds an offline installer with the whole runtime.
#[test]
fn windows_installers_bring_webview2() {
    let c = config();
    assert_eq!(c["bundle"]["windows"]["webviewInstallMode"]["type"], "embedBootstrapper");
    let workflow = include_str!("../../.github/workflows/release.yml");
    assert!(workflow.contains(r#""webviewInstallMode":{"type":"offlineInstaller"}"#), "the offline installer");
    assert!(workflow.contains("-offline-setup.exe"));
}

/// The macOS release is one universal app (Apple silicon and Intel): the workflow builds the
/// universal target and installs both targets for it.
#[test]
fn the_macos_release_is_universal() {
    let workflow = include_str!("../../.github/workflows/release.yml");
    assert!(workflow.contains(r#"args: "--target universal-apple-darwin""#));
    assert!(workflow.contains("aarch64-apple-darwin,x86_64-apple-darwin"));
    assert!(workflow.contains("target/universal-apple-darwin/release/bundle"), "its bundles are the ones attached");
}

/// Every video format the viewer opens is associated with the app in every bundle (Windows'
/// installers, macOS's Info.plist, Linux's desktop file and MIME types), as a viewer.
#[test]
fn every_video_format_the_viewer_opens_is_associated_with_the_app() {
    let c = config();
    let associations = c["bundle"]["fileAssociations"].as_array().expect("file associations");
    let mut exts: Vec<&str> = associations.iter().flat_map(|a| a["ext"].as_array().expect("ext")).map(|e| e.as_str().expect("an extension")).collect();
    exts.sort_unstable();
    let mut formats: Vec<&str> = tessera::minesweeper::video::VideoFormat::ALL.iter().map(|f| f.extension()).collect();
    formats.sort_unstable();
    assert_eq!(exts, formats);
    for a in associations {
        assert_eq!(a["role"], "Viewer", "{a}");
        assert!(a["mimeType"].as_str().is_some_and(|m| m.starts_with("application/")), "{a}");
    }
    // Linux: the desktop file hands the files opened to the app (%F), and the MIME package
    // installed beside it gives each extension the association's type.
    let linux = &c["bundle"]["linux"];
    for bundle in ["deb", "rpm"] {
        assert_eq!(linux[bundle]["desktopTemplate"], "linux/tessera.desktop", "{bundle}");
        assert_eq!(linux[bundle]["files"]["/usr/share/mime/packages/tessera.xml"], "linux/tessera-mime.xml", "{bundle}");
    }
    let desktop = include_str!("../linux/tessera.desktop");
    assert!(desktop.lines().any(|l| l == "Exec={{exec}} %F"), "{desktop}");
    assert!(desktop.contains("MimeType={{mime_type}}"));
    let mime = include_str!("../linux/tessera-mime.xml");
    for a in associations {
        let ty = a["mimeType"].as_str().expect("a type");
        let glob = format!("<glob pattern=\"*.{}\"/>", a["ext"][0].as_str().expect("an extension"));
        let declared = mime.split("<mime-type ").find(|m| m.starts_with(&format!("type=\"{ty}\"")));
        assert!(declared.is_some_and(|m| m.contains(&glob)), "{ty} with {glob} in tessera-mime.xml");
    }
}

/// The app has one name: the identifier the shell keeps its files under is the one the
/// records' folder is named by.
#[test]
fn the_app_identifier_is_the_records_folders_name() {
    assert_eq!(config()["identifier"].as_str(), Some(tessera::records::place::APP_ID));
}

/// Linux's menus name the app's kind and say what it is in each language shipped, from the
/// catalogue: the desktop file's GenericName and Comment lines (English's Comment is the
/// bundle's short description, which Tauri writes in).
#[test]
fn the_desktop_file_speaks_each_language_from_the_catalogue() {
    use tessera_app::l10n::{catalogue::LANGUAGES, Texts};
    let desktop = include_str!("../linux/tessera.desktop");
    let lines: Vec<&str> = desktop.lines().collect();
    for language in LANGUAGES {
        let texts = Texts::new(language);
        let suffix = if language.tag == "en" { String::new() } else { format!("[{}]", language.tag.replace('-', "_")) };
        let generic = format!("GenericName{suffix}={}", texts.get("desktop-generic-name"));
        assert!(lines.contains(&generic.as_str()), "{generic} in the desktop file:\n{desktop}");
        if language.tag == "en" {
            assert_eq!(config()["bundle"]["shortDescription"], texts.get("desktop-comment"), "the short description is English's comment");
        } else {
            let comment = format!("Comment{suffix}={}", texts.get("desktop-comment"));
            assert!(lines.contains(&comment.as_str()), "{comment} in the desktop file:\n{desktop}");
        }
    }
    let localized = lines.iter().filter(|l| l.split_once('=').is_some_and(|(key, _)| key.ends_with(']'))).count();
    assert_eq!(localized, 2 * (LANGUAGES.len() - 1), "no line for a language not shipped:\n{desktop}");
}
