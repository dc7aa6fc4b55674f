//! The window's first look. The shade the page draws in (light or dark) is known before the
//! page loads: the player's choice in the settings, or the desktop's. So the window is made
//! here, not by Tauri from `tauri.conf.json` (whose "main" says `"create": false`), with the
//! page's own background as its first pixels, and with a script that marks `<html>` with the
//! shade before the page's first paint: a player who draws dark never sees a white or a light
//! frame first, nor the reverse.

use crate::appearance::{Appearance, Shade, ThemeChoice};
use crate::state::AppState;
use tauri::window::Color;
use tauri::{Manager, Runtime, Theme, WebviewWindow, WebviewWindowBuilder};

/// The page's stylesheet, where each shade's background (`--bg`) is written once.
const STYLES: &str = include_str!("../../ui/styles.css");

/// Makes the main window, hidden as its configuration says, in the first look.
pub fn make_main_window<R: Runtime>(app: &tauri::App<R>) -> Result<WebviewWindow<R>, Box<dyn std::error::Error>> {
    let config = app.config().app.windows.iter().find(|w| w.label == "main").ok_or("no main window in tauri.conf.json")?.clone();
    let choice = theme_choice(&crate::commands::settings::get(&app.state::<AppState>()));
    let shade = known_shade(choice, &app.state::<Appearance>());
    let mut builder = WebviewWindowBuilder::from_config(app.handle(), &config)?.initialization_script(script(shade));
    if let Some(shade) = shade {
        builder = builder.background_color(background(shade));
    }
    if let Some(theme) = choice.window_theme() {
        builder = builder.theme(Some(theme));
    }
    let window = builder.build()?;
    if shade.is_none() {
        // The desktop's shade, which only the window knows here (Windows, macOS).
        let dark = window.theme().is_ok_and(|t| t == Theme::Dark);
        window.set_background_color(Some(background(if dark { Shade::Dark } else { Shade::Light })))?;
    }
    Ok(window)
}

/// The player's choice as the settings keep it ("system" when none or not one).
pub fn theme_choice(settings: &serde_json::Value) -> ThemeChoice {
    settings.get("theme").cloned().and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default()
}

/// The shade known before the window exists: the player's choice, or on Linux the desktop's
/// as GTK says it (WebKitGTK does not tell the page); elsewhere the page asks its own
/// `prefers-color-scheme`, which WebView2 and WKWebView take from the system.
fn known_shade(choice: ThemeChoice, appearance: &Appearance) -> Option<Shade> {
    match choice {
        ThemeChoice::Light => Some(Shade::Light),
        ThemeChoice::Dark => Some(Shade::Dark),
        ThemeChoice::System if cfg!(target_os = "linux") => Some(appearance.desktop_shade()),
        ThemeChoice::System => None,
    }
}

/// The script that marks `<html>` before the page's own scripts and first paint.
pub fn script(shade: Option<Shade>) -> String {
    let shade = match shade {
        Some(Shade::Light) => "\"light\"".to_string(),
        Some(Shade::Dark) => "\"dark\"".to_string(),
        None => "matchMedia(\"(prefers-color-scheme: dark)\").matches ? \"dark\" : \"light\"".to_string(),
    };
    format!("document.documentElement.dataset.theme = {shade};")
}

/// The page's background in `shade`, as the stylesheet writes it: `--bg` of `:root`, and of
/// `:root[data-theme="dark"]`.
pub fn background(shade: Shade) -> Color {
    let block = match shade {
        Shade::Light => STYLES.find(":root {"),
        Shade::Dark => STYLES.find(":root[data-theme=\"dark\"] {"),
    };
    block.and_then(|at| hex_after(&STYLES[at..], "--bg: #")).unwrap_or(Color(255, 255, 255, 255))
}

fn hex_after(text: &str, marker: &str) -> Option<Color> {
    let hex = text.get(text.find(marker)? + marker.len()..)?.get(..6)?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Color(byte(0)?, byte(2)?, byte(4)?, 255))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each shade's background is found in the stylesheet (not the fallback white), and the
    /// dark one is darker.
    #[test]
    fn each_shade_has_the_stylesheets_background() {
        let light = background(Shade::Light);
        let dark = background(Shade::Dark);
        let sum = |c: Color| u32::from(c.0) + u32::from(c.1) + u32::from(c.2);
        assert_ne!(light, Color(255, 255, 255, 255));
        assert_ne!(dark, Color(255, 255, 255, 255));
        assert!(sum(dark) < sum(light), "{dark:?} {light:?}");
        assert_eq!(hex_after("x --bg: #0a0B0c;", "--bg: #"), Some(Color(10, 11, 12, 255)));
        assert_eq!(hex_after("x --bg: #0a0B", "--bg: #"), None);
    }

    #[test]
    fn the_script_marks_the_shade_or_asks_the_page() {
        assert_eq!(script(Some(Shade::Dark)), "document.documentElement.dataset.theme = \"dark\";");
        assert_eq!(script(Some(Shade::Light)), "document.documentElement.dataset.theme = \"light\";");
        assert!(script(None).contains("prefers-color-scheme: dark"));
    }

    #[test]
    fn the_choice_comes_from_the_settings() {
        assert_eq!(theme_choice(&serde_json::json!({ "theme": "dark" })), ThemeChoice::Dark);
        assert_eq!(theme_choice(&serde_json::json!({ "theme": "light" })), ThemeChoice::Light);
        for other in [serde_json::json!({}), serde_json::json!({ "theme": "sepia" }), serde_json::json!({ "theme": 3 })] {
            assert_eq!(theme_choice(&other), ThemeChoice::System, "{other}");
        }
    }
}
