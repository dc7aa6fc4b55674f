//! Light, dark, or the desktop's choice. The player picks one in Settings (the page keeps the
//! choice in its settings and hands it over at start and on each change); the backend themes
//! the window with it (the menu bar, the title bar) and tells the page which shade to draw.
//! With "system" the shade is the desktop's, and it follows the desktop live:
//! - Tauri's window theme: the desktop portal's colour scheme on Linux (tao reads
//!   `org.freedesktop.appearance`), the system's appearance on Windows and macOS; a change
//!   arrives as `WindowEvent::ThemeChanged`.
//! - On Linux, a dark GTK theme too (`Adwaita-dark`, `GTK_THEME=Adwaita:dark`, or GTK's own
//!   prefer-dark setting as the desktop set it), which WebKitGTK does not pass to the page; a
//!   change of theme arrives as GTK's `notify::gtk-theme-name`.
//!
//! Motion too: on Linux GTK's animations setting (which WebKitGTK does not pass to the page as
//! `prefers-reduced-motion`, as WebView2 and WKWebView do) is read and watched the same way.
//!
//! Each change is sent to the page as a `theme` event carrying the look (`Look`). Each look counts
//! the desktop's changes it has seen, since an answer to the page's own ask can reach the page
//! after the event of a change it was read before, and must not undo it.

use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use tauri::{Emitter, Manager, Runtime, Theme};

/// What the player chose in Settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    #[default]
    System,
    Light,
    Dark,
}

impl ThemeChoice {
    /// The window's own theme: none of its own for "system", so it follows the desktop.
    pub fn window_theme(self) -> Option<Theme> {
        match self {
            ThemeChoice::System => None,
            ThemeChoice::Light => Some(Theme::Light),
            ThemeChoice::Dark => Some(Theme::Dark),
        }
    }
}

/// What the page draws in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shade {
    Light,
    Dark,
}

/// What the page draws: its shade, and whether the desktop asks for less motion; and how many
/// of the desktop's changes it has seen (the page keeps the look that has seen the most).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Look {
    pub shade: Shade,
    pub reduce_motion: bool,
    pub desktop: u64,
}

/// What the desktop says about light and dark.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Desktop {
    /// Tauri's window theme, as the system gives it when the window has none of its own.
    pub window: Option<Theme>,
    /// The GTK theme's name (`GTK_THEME` when set, else GTK's `gtk-theme-name`); Linux only.
    pub gtk_theme: Option<String>,
    /// GTK's prefer-dark setting as the desktop set it, read before the window set its own.
    pub gtk_prefers_dark: bool,
}

/// The shade for a choice on this desktop.
pub fn shade(choice: ThemeChoice, desktop: &Desktop) -> Shade {
    let dark = match choice {
        ThemeChoice::Light => false,
        ThemeChoice::Dark => true,
        ThemeChoice::System => {
            desktop.window == Some(Theme::Dark) || desktop.gtk_prefers_dark || desktop.gtk_theme.as_deref().is_some_and(is_dark_gtk_theme)
        }
    };
    if dark { Shade::Dark } else { Shade::Light }
}

/// Whether a GTK theme name names a dark theme or variant: `Adwaita-dark`, `Yaru_dark`,
/// `Adwaita:dark` (`GTK_THEME`'s variant syntax), `Breeze Dark`.
pub fn is_dark_gtk_theme(name: &str) -> bool {
    let name = name.trim().to_ascii_lowercase();
    ["-dark", "_dark", ":dark", " dark"].iter().any(|end| name.ends_with(end))
}

/// What GTK says (Linux): its theme's name, its prefer-dark setting as the desktop set it, and
/// whether its animations are off.
#[derive(Debug, Clone, Default)]
pub struct Gtk {
    pub theme: Option<String>,
    pub prefers_dark: bool,
    pub animations_off: bool,
}

/// The theme to give the window for `choice`, when it is not the one `themed` says the window
/// has (and `themed` becomes it); none when the window has it already. Theming a window
/// restyles all of it on the thread that paints (27 ms of the start, before the first board,
/// measured under Xvfb), and the page hands its choice over at every start, where "system" is
/// what the window was made with.
fn theme_change(themed: &mut Option<Theme>, choice: ThemeChoice) -> Option<Option<Theme>> {
    let wanted = choice.window_theme();
    (*themed != wanted).then(|| {
        *themed = wanted;
        wanted
    })
}

/// The player's choice and GTK's facts, kept for the moment the desktop changes.
#[derive(Default)]
pub struct Appearance {
    choice: Mutex<ThemeChoice>,
    /// The window's own theme as last set: none, as the window is made.
    window_theme: Mutex<Option<Theme>>,
    gtk: Mutex<Gtk>,
    /// The desktop's changes told so far.
    changes: AtomicU64,
}

impl Appearance {
    /// Takes the player's choice: themes the window and gives the look to draw.
    pub fn apply<R: Runtime>(&self, window: &tauri::WebviewWindow<R>, choice: ThemeChoice) -> Look {
        *self.choice.lock().unwrap_or_else(|e| e.into_inner()) = choice;
        let change = theme_change(&mut self.window_theme.lock().unwrap_or_else(|e| e.into_inner()), choice);
        if let Some(theme) = change {
            // A window that cannot be themed (the test runtime's) still gets its look.
            let _ = window.set_theme(theme);
        }
        self.look(window, choice)
    }

    fn look<R: Runtime>(&self, window: &tauri::WebviewWindow<R>, choice: ThemeChoice) -> Look {
        // Counted before the desktop is read: a look never claims a change it may not have seen.
        let seen = self.changes.load(Ordering::SeqCst);
        let gtk = self.gtk.lock().unwrap_or_else(|e| e.into_inner()).clone();
        // The window's theme is asked only when it matters (it may ask the desktop's portal).
        let window = if choice == ThemeChoice::System { window.theme().ok() } else { None };
        let desktop = Desktop { window, gtk_theme: gtk.theme, gtk_prefers_dark: gtk.prefers_dark };
        Look { shade: shade(choice, &desktop), reduce_motion: gtk.animations_off, desktop: seen }
    }

    /// The desktop changed (what changed is noted already): tells the page the look now.
    pub fn desktop_changed<R: Runtime>(&self, app: &tauri::AppHandle<R>) {
        self.changes.fetch_add(1, Ordering::SeqCst);
        let choice = *self.choice.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(window) = app.get_webview_window("main") {
            let _ = app.emit("theme", self.look(&window, choice));
        }
    }

    /// The desktop's shade as GTK says it, before the window exists (Linux).
    pub fn desktop_shade(&self) -> Shade {
        let gtk = self.gtk.lock().unwrap_or_else(|e| e.into_inner()).clone();
        shade(ThemeChoice::System, &Desktop { window: None, gtk_theme: gtk.theme, gtk_prefers_dark: gtk.prefers_dark })
    }

    /// Notes what GTK says now.
    pub fn set_gtk(&self, update: impl FnOnce(&mut Gtk)) {
        update(&mut self.gtk.lock().unwrap_or_else(|e| e.into_inner()));
    }
}

/// Reads GTK's theme and animations setting now and on every change of them. Call on the main
/// thread, before the window has a theme of its own.
#[cfg(target_os = "linux")]
pub fn watch_gtk<R: Runtime>(app: &tauri::AppHandle<R>) {
    use gtk::prelude::*;
    let Some(settings) = gtk::Settings::default() else {
        return;
    };
    let name = |s: &gtk::Settings| std::env::var("GTK_THEME").ok().or_else(|| s.gtk_theme_name().map(|n| n.to_string()));
    app.state::<Appearance>().set_gtk(|gtk| {
        *gtk = Gtk {
            theme: name(&settings),
            prefers_dark: settings.is_gtk_application_prefer_dark_theme(),
            animations_off: !settings.is_gtk_enable_animations(),
        }
    });
    let changed = app.clone();
    settings.connect_gtk_theme_name_notify(move |s| {
        let appearance = changed.state::<Appearance>();
        appearance.set_gtk(|gtk| gtk.theme = name(s));
        appearance.desktop_changed(&changed);
    });
    let changed = app.clone();
    settings.connect_gtk_enable_animations_notify(move |s| {
        let appearance = changed.state::<Appearance>();
        appearance.set_gtk(|gtk| gtk.animations_off = !s.is_gtk_enable_animations());
        appearance.desktop_changed(&changed);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_of_light_or_dark_stands_whatever_the_desktop() {
        let dark_desktop = Desktop { window: Some(Theme::Dark), gtk_theme: Some("Adwaita-dark".into()), gtk_prefers_dark: true };
        assert_eq!(shade(ThemeChoice::Light, &dark_desktop), Shade::Light);
        assert_eq!(shade(ThemeChoice::Dark, &Desktop::default()), Shade::Dark);
    }

    #[test]
    fn system_follows_the_window_theme_or_a_dark_gtk_theme() {
        let system = |desktop: Desktop| shade(ThemeChoice::System, &desktop);
        assert_eq!(system(Desktop::default()), Shade::Light);
        assert_eq!(system(Desktop { window: Some(Theme::Light), ..Desktop::default() }), Shade::Light);
        assert_eq!(system(Desktop { window: Some(Theme::Dark), ..Desktop::default() }), Shade::Dark);
        assert_eq!(system(Desktop { gtk_theme: Some("Adwaita-dark".into()), ..Desktop::default() }), Shade::Dark);
        assert_eq!(system(Desktop { gtk_theme: Some("Adwaita".into()), ..Desktop::default() }), Shade::Light);
        assert_eq!(system(Desktop { gtk_prefers_dark: true, ..Desktop::default() }), Shade::Dark);
    }

    #[test]
    fn dark_gtk_themes_are_told_by_their_names() {
        for name in ["Adwaita-dark", "Adwaita:dark", "Yaru_dark", "Breeze Dark", "Arc-Dark"] {
            assert!(is_dark_gtk_theme(name), "{name}");
        }
        for name in ["Adwaita", "Darkly", "Yaru", "HighContrast", ""] {
            assert!(!is_dark_gtk_theme(name), "{name}");
        }
    }

    #[test]
    fn the_window_is_themed_only_when_its_theme_changes() {
        // As made: no theme of its own, which "system" keeps.
        let mut themed = None;
        assert_eq!(theme_change(&mut themed, ThemeChoice::System), None);
        assert_eq!(theme_change(&mut themed, ThemeChoice::Dark), Some(Some(Theme::Dark)));
        assert_eq!(theme_change(&mut themed, ThemeChoice::Dark), None);
        assert_eq!(theme_change(&mut themed, ThemeChoice::Light), Some(Some(Theme::Light)));
        assert_eq!(theme_change(&mut themed, ThemeChoice::System), Some(None));
        assert_eq!(theme_change(&mut themed, ThemeChoice::System), None);
    }

    #[test]
    fn the_window_has_no_theme_of_its_own_when_following_the_desktop() {
        assert_eq!(ThemeChoice::System.window_theme(), None);
        assert_eq!(ThemeChoice::Dark.window_theme(), Some(Theme::Dark));
        assert_eq!(ThemeChoice::Light.window_theme(), Some(Theme::Light));
    }
}
