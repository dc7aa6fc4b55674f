//! The window's first look. The shade the page draws in (light or dark) is known before the
//! page loads: the player's choice in the settings, or the desktop's. So the window is made
//! here, not by Tauri from `tauri.conf.json` (whose "main" says `"create": false`), with the
//! page's own background as its first pixels, and with a script that marks `<html>` with the
//! shade before the page's first paint: a player who draws dark never sees a white or a light
//! frame first, nor the reverse. When the page's first screen is a new Minesweeper game, the
//! script also hands over its board (size, mines, zoom), which the page draws, all covered,
//! before the rest of the page loads (`ui/start.js`), with the sizes of the parts around it as
//! the last start laid them out, if they were kept (`kept_look.rs`).

use crate::appearance::{Appearance, Shade, ThemeChoice};
use crate::state::AppState;
use crate::kept_look::Look;
use serde::{Deserialize, Serialize};
use tauri::window::Color;
use tessera::minesweeper::{BoardSpec, Difficulty};
use tauri::{Manager, Runtime, Theme, WebviewWindow, WebviewWindowBuilder};

/// The part of the script that gives the parts around the first board their kept sizes.
const KEPT_SIZES: &str = include_str!("kept_sizes.js");

/// The page's stylesheet, where each shade's background (`--bg`) is written once.
const STYLES: &str = include_str!("../../ui/styles.css");

/// Makes the main window, hidden as its configuration says, in the first look.
pub fn make_main_window<R: Runtime>(app: &tauri::App<R>) -> Result<WebviewWindow<R>, Box<dyn std::error::Error>> {
    let config = app.config().app.windows.iter().find(|w| w.label == "main").ok_or("no main window in tauri.conf.json")?.clone();
    let settings = crate::commands::settings::get(&app.state::<AppState>());
    let choice = theme_choice(&settings);
    let shade = known_shade(choice, &app.state::<Appearance>());
    let board = first_board(&settings);
    let place = app.try_state::<crate::kept_look::Place>();
    let file = place.as_ref().and_then(|p| p.0.as_deref());
    let kept = board.as_ref().zip(file).and_then(|(board, file)| crate::kept_look::kept(file, board, app.state::<AppState>().language.get().tag));
    let script = format!("{}\n{}", script(shade), first_board_script(board.as_ref(), kept.as_ref()));
    let mut builder = WebviewWindowBuilder::from_config(app.handle(), &config)?.initialization_script(script);
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

/// The first board, when the page's first screen is a new Minesweeper game: the game the
/// settings name (Minesweeper unless the 15-puzzle or the records), and the difficulty they
/// remember, as the page starts it (a difficulty the engine refuses, or none, leaves the
/// backend's Beginner); the zoom as the settings keep it, which the page reads by its own rule.
/// None with the live counters on: a line of them under the board takes from its room, and
/// their words come only with the page's catalogue.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct FirstBoard {
    width: u32,
    height: u32,
    mines: u32,
    zoom: serde_json::Value,
}

pub fn first_board(settings: &serde_json::Value) -> Option<FirstBoard> {
    let other_game = matches!(settings.get("game").and_then(|g| g.as_str()), Some("fifteen" | "records"));
    if other_game || settings.get("counters") == Some(&serde_json::Value::Bool(true)) {
        return None;
    }
    let difficulty = settings.get("mines").cloned().and_then(|d| serde_json::from_value::<Difficulty>(d).ok());
    let spec = difficulty.and_then(|d| BoardSpec::try_from(d).ok()).unwrap_or(BoardSpec::BEGINNER);
    let zoom = settings.pointer("/zoom/mines").cloned().unwrap_or(serde_json::Value::Null);
    Some(FirstBoard { width: spec.dims().width(), height: spec.dims().height(), mines: spec.mines(), zoom })
}

/// The script that hands the first board over (`window.__tesseraFirstBoard`), with the sizes of
/// the parts around it kept from the last start (`kept`, `kept_look.rs`), and marks `<html>` as
/// showing it (`data-first-board`): the bars, whose words come with the page's catalogue, are
/// hidden from the first paint on. Nothing without a board.
fn first_board_script(board: Option<&FirstBoard>, kept: Option<&Look>) -> String {
    #[derive(Serialize)]
    struct Handed<'a> {
        #[serde(flatten)]
        board: &'a FirstBoard,
        #[serde(skip_serializing_if = "Option::is_none")]
        kept: Option<&'a Look>,
    }
    let handed = board.and_then(|board| serde_json::to_string(&Handed { board, kept }).ok());
    let sizes = if kept.is_some() { KEPT_SIZES } else { "" };
    handed.map(|json| format!("window.__tesseraFirstBoard = {json}; document.documentElement.dataset.firstBoard = \"\";{sizes}")).unwrap_or_default()
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

    /// The first board is the remembered difficulty's (Beginner when none or a bad one), none
    /// when the first screen is another game's or the counters are on; the script hands it
    /// over as JSON.
    #[test]
    fn the_first_board_is_the_remembered_minesweeper_game() {
        let board = |w, h, m, zoom| Some(FirstBoard { width: w, height: h, mines: m, zoom });
        let z = serde_json::Value::Null;
        assert_eq!(first_board(&serde_json::json!({})), board(9, 9, 10, z.clone()));
        assert_eq!(first_board(&serde_json::json!({ "mines": { "level": "expert" }, "zoom": { "mines": 1.5 } })), board(30, 16, 99, serde_json::json!(1.5)));
        let custom = serde_json::json!({ "game": "mines", "mines": { "level": "custom", "width": 40, "height": 20, "mines": 150 } });
        assert_eq!(first_board(&custom), board(40, 20, 150, z.clone()));
        for bad in [serde_json::json!({ "level": "custom", "width": 1, "height": 20, "mines": 5 }), serde_json::json!({ "level": "huge" }), serde_json::json!(7)] {
            assert_eq!(first_board(&serde_json::json!({ "mines": bad })), board(9, 9, 10, z.clone()), "{bad}");
        }
        assert_eq!(first_board(&serde_json::json!({ "counters": true })), None, "the counters take from the board's room");
        assert_eq!(first_board(&serde_json::json!({ "counters": false })), board(9, 9, 10, z.clone()));
        for other in ["fifteen", "records"] {
            assert_eq!(first_board(&serde_json::json!({ "game": other, "mines": { "level": "expert" } })), None);
            assert_eq!(first_board_script(first_board(&serde_json::json!({ "game": other })).as_ref(), None), "");
        }
        let beginner = first_board(&serde_json::json!({}));
        let marked = r#" document.documentElement.dataset.firstBoard = "";"#;
        assert_eq!(first_board_script(beginner.as_ref(), None), format!(r#"window.__tesseraFirstBoard = {{"width":9,"height":9,"mines":10,"zoom":null}};{marked}"#));
        let look: Look = serde_json::from_value(serde_json::json!({ "window": [960.0, 720.0, 1.0], "sizes": { "timer": [60.0, 32.0] } })).expect("a look");
        assert_eq!(
            first_board_script(beginner.as_ref(), Some(&look)),
            format!(r#"window.__tesseraFirstBoard = {{"width":9,"height":9,"mines":10,"zoom":null,"kept":{{"window":[960.0,720.0,1.0],"sizes":{{"timer":[60.0,32.0]}}}}}};{marked}{KEPT_SIZES}"#)
        );
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
