//! The native menu: New game, difficulties, 15-puzzle sizes (any size through Other Size…) and New
//! Session, Open Video, Records, the counters (View), Settings,
//! How to Play, Keyboard Shortcuts (F1), About, Quit, with accelerators in each platform's convention (`CmdOrCtrl` is Cmd on macOS,
//! Ctrl elsewhere). A choice reaches the page as a `menu` event carrying the item's id; the
//! page acts on it exactly as on its own buttons. Open Video and Quit the backend does itself.

use tauri::menu::{Menu, MenuBuilder, MenuEvent, MenuItemBuilder, PredefinedMenuItem, SubmenuBuilder};
use crate::l10n::said::Said;
use crate::l10n::{choice, Texts};
use crate::state::AppState;
use tauri::{AppHandle, Emitter, Manager, Runtime};

/// Every menu item: id and accelerator. Its label is the catalogue's `menu-<id>`.
pub const ITEMS: &[(&str, Option<&str>)] = &[
    ("new-game", Some("CmdOrCtrl+N")),
    ("mines-same-board", Some("CmdOrCtrl+Shift+N")),
    ("mines-study", None),
    ("mines-copy", Some("CmdOrCtrl+Shift+K")),
    ("mines-beginner", Some("CmdOrCtrl+1")),
    ("mines-intermediate", Some("CmdOrCtrl+2")),
    ("mines-expert", Some("CmdOrCtrl+3")),
    ("mines-custom", Some("CmdOrCtrl+4")),
    ("fifteen-3x3", Some("CmdOrCtrl+Alt+3")),
    ("fifteen-4x4", Some("CmdOrCtrl+Alt+4")),
    ("fifteen-5x5", Some("CmdOrCtrl+Alt+5")),
    ("fifteen-6x6", Some("CmdOrCtrl+Alt+6")),
    ("fifteen-7x7", Some("CmdOrCtrl+Alt+7")),
    ("fifteen-8x8", Some("CmdOrCtrl+Alt+8")),
    ("fifteen-9x9", Some("CmdOrCtrl+Alt+9")),
    ("fifteen-10x10", Some("CmdOrCtrl+Alt+0")),
    ("fifteen-other-size", Some("CmdOrCtrl+Alt+O")),
    ("fifteen-new-session", Some("CmdOrCtrl+Alt+N")),
    ("open-video", Some("CmdOrCtrl+O")),
    ("records", Some("CmdOrCtrl+Shift+R")),
    ("view-counters", Some("CmdOrCtrl+Shift+C")),
    ("settings", Some("CmdOrCtrl+,")),
    ("how-to-play", None),
    ("shortcuts", Some("F1")),
    ("about", None),
];

/// The event the page listens to.
pub const EVENT: &str = "menu";

/// One entry of a submenu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// One of `ITEMS`, by id.
    Item(&'static str),
    Separator,
    /// Quit: the system's own item on macOS; elsewhere ours, `CmdOrCtrl+Q` (GTK has no such
    /// item: the predefined one shows greyed out).
    Quit,
    /// macOS' own items, which the system names, places and gives their keys.
    Services,
    Hide,
    HideOthers,
    ShowAll,
    Undo,
    Redo,
    Cut,
    Copy,
    Paste,
    SelectAll,
    Minimize,
    Fullscreen,
}

/// The menu bar of each system: titles (their messages) and entries, in order.
///
/// On macOS the first submenu is the application menu whatever its title (the system shows it
/// as "Tessera"), and holds About, Settings (Cmd+,), Services, Hide and Quit, as every Mac app
/// does; an Edit menu is what makes Cmd+C, Cmd+V and Cmd+A work in the page's text fields (a
/// custom size, a typed seed or state), and a Window menu gives Cmd+M. Elsewhere: Game (with
/// Settings and Quit) and Help (How to Play, Keyboard Shortcuts, About). Both have a Help menu
/// with the help (the page's own, `ui/help-dialog.js`).
pub fn layout(macos: bool) -> Vec<(&'static str, Vec<Entry>)> {
    use Entry::*;
    let sizes: Vec<Entry> = ITEMS.iter().filter(|(id, _)| id.starts_with("fifteen-")).map(|(id, _)| Item(id)).collect();
    let games = [Item("new-game"), Item("mines-same-board"), Item("mines-study"), Item("mines-copy"), Separator, Item("mines-beginner"), Item("mines-intermediate"), Item("mines-expert"), Item("mines-custom"), Separator, Item("open-video"), Item("records")];
    if macos {
        return vec![
            ("menu-app", vec![Item("about"), Separator, Item("settings"), Separator, Services, Separator, Hide, HideOthers, ShowAll, Separator, Quit]),
            ("menu-game", games.to_vec()),
            ("menu-edit", vec![Undo, Redo, Separator, Cut, Copy, Paste, SelectAll]),
            ("menu-fifteen", sizes),
            ("menu-view", vec![Item("view-counters")]),
            ("menu-window", vec![Minimize, Fullscreen]),
            ("menu-help", vec![Item("how-to-play"), Item("shortcuts")]),
        ];
    }
    let mut game = games.to_vec();
    game.extend([Item("settings"), Separator, Quit]);
    vec![("menu-game", game), ("menu-fifteen", sizes), ("menu-view", vec![Item("view-counters")]), ("menu-help", vec![Item("how-to-play"), Item("shortcuts"), Separator, Item("about")])]
}

/// The menu bar in the language spoken now (`AppState::language`; English before it is known).
pub fn build<R: Runtime>(app: &AppHandle<R>) -> tauri::Result<Menu<R>> {
    let texts = app.try_state::<AppState>().map_or_else(|| std::sync::Arc::new(Texts::new(choice::english())), |state| state.language.texts());
    let mut bar = MenuBuilder::new(app);
    for (title, entries) in layout(cfg!(target_os = "macos")) {
        let mut sub = SubmenuBuilder::new(app, texts.get(title));
        for entry in entries {
            sub = sub.item(&native(app, &texts, entry)?);
        }
        bar = bar.item(&sub.build()?);
    }
    bar.build()
}

/// An item's label: `menu-<id>`, and the 15-puzzle's sizes one message with the size.
pub fn label(texts: &Texts, id: &str) -> String {
    let size = id.strip_prefix("fifteen-").and_then(|s| s.split_once('x')).filter(|(w, h)| w == h && w.parse::<u8>().is_ok());
    match size {
        Some((w, h)) => texts.say(&Said::new("menu-fifteen-size").with("size", format!("{w}×{h}"))),
        None => texts.get(&format!("menu-{id}")),
    }
}

/// The native item of an entry.
fn native<R: Runtime>(app: &AppHandle<R>, texts: &Texts, entry: Entry) -> tauri::Result<tauri::menu::MenuItemKind<R>> {
    use tauri::menu::MenuItemKind::{MenuItem, Predefined};
    Ok(match entry {
        Entry::Item(id) => {
            let accel = ITEMS.iter().find(|(i, _)| *i == id).and_then(|(_, a)| *a);
            let b = MenuItemBuilder::with_id(id, label(texts, id));
            MenuItem(match accel {
                Some(a) => b.accelerator(a).build(app)?,
                None => b.build(app)?,
            })
        }
        Entry::Separator => Predefined(PredefinedMenuItem::separator(app)?),
        Entry::Quit if cfg!(target_os = "macos") => Predefined(PredefinedMenuItem::quit(app, Some(&texts.get("menu-quit")))?),
        Entry::Quit => MenuItem(MenuItemBuilder::with_id(QUIT, texts.get("menu-quit")).accelerator("CmdOrCtrl+Q").build(app)?),
        Entry::Services => Predefined(PredefinedMenuItem::services(app, None)?),
        Entry::Hide => Predefined(PredefinedMenuItem::hide(app, Some(&texts.get("menu-hide")))?),
        Entry::HideOthers => Predefined(PredefinedMenuItem::hide_others(app, None)?),
        Entry::ShowAll => Predefined(PredefinedMenuItem::show_all(app, None)?),
        Entry::Undo => Predefined(PredefinedMenuItem::undo(app, None)?),
        Entry::Redo => Predefined(PredefinedMenuItem::redo(app, None)?),
        Entry::Cut => Predefined(PredefinedMenuItem::cut(app, None)?),
        Entry::Copy => Predefined(PredefinedMenuItem::copy(app, None)?),
        Entry::Paste => Predefined(PredefinedMenuItem::paste(app, None)?),
        Entry::SelectAll => Predefined(PredefinedMenuItem::select_all(app, None)?),
        Entry::Minimize => Predefined(PredefinedMenuItem::minimize(app, None)?),
        Entry::Fullscreen => Predefined(PredefinedMenuItem::fullscreen(app, None)?),
    })
}

/// The id of our own Quit item.
const QUIT: &str = "quit";

/// Open Video…: the backend asks for the file itself (no path comes from the page).
const OPEN_VIDEO: &str = "open-video";

/// Forwards a menu choice to the page; Quit ends the app (the window-state plugin saves the
/// window on the way out). Under the end-to-end harness, closing the window from here instead
/// left it open in 5 of 73 runs of the Ctrl+Q test; ending the app failed in 1 of 70.
pub fn forward<R: Runtime>(app: &AppHandle<R>, event: MenuEvent) {
    let id = event.id().as_ref();
    if id == QUIT {
        app.exit(0);
    } else if id == OPEN_VIDEO {
        crate::commands::video::choose(app);
    } else if ITEMS.iter().any(|(known, _)| *known == id) {
        let _ = app.emit_to("main", EVENT, id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(layout: &[(&str, Vec<Entry>)]) -> Vec<&'static str> {
        layout.iter().flat_map(|(_, entries)| entries.iter().filter_map(|e| if let Entry::Item(id) = e { Some(*id) } else { None })).collect()
    }

    #[test]
    fn every_item_is_in_each_systems_menu_once() {
        for macos in [false, true] {
            let mut found = items(&layout(macos));
            found.sort_unstable();
            let mut all: Vec<&str> = ITEMS.iter().map(|(id, _)| *id).collect();
            all.sort_unstable();
            assert_eq!(found, all, "macos: {macos}");
            assert_eq!(layout(macos).iter().flat_map(|(_, e)| e).filter(|e| **e == Entry::Quit).count(), 1);
        }
    }

    #[test]
    fn macos_has_its_application_edit_and_window_menus() {
        use Entry::*;
        let mac = layout(true);
        let titles: Vec<&str> = mac.iter().map(|(t, _)| *t).collect();
        assert_eq!(titles, ["menu-app", "menu-game", "menu-edit", "menu-fifteen", "menu-view", "menu-window", "menu-help"]);
        // The application menu: About first, Settings, Services, Hide, Quit last.
        let app = &mac[0].1;
        assert_eq!((app.first(), app.last()), (Some(&Item("about")), Some(&Quit)));
        for e in [Item("settings"), Services, Hide, HideOthers, ShowAll] {
            assert!(app.contains(&e), "{e:?} in the application menu");
        }
        // Text fields take Cmd+C, Cmd+V, Cmd+A only through an Edit menu's items.
        for e in [Undo, Redo, Cut, Copy, Paste, SelectAll] {
            assert!(mac[2].1.contains(&e), "{e:?} in Edit");
        }
        assert_eq!(mac[4].1, [Item("view-counters")]);
        assert!(mac[5].1.contains(&Minimize));
        assert_eq!(mac[6].1, [Item("how-to-play"), Item("shortcuts")]);
    }

    #[test]
    fn windows_and_linux_keep_game_puzzle_view_and_help() {
        use Entry::*;
        let other = layout(false);
        let titles: Vec<&str> = other.iter().map(|(t, _)| *t).collect();
        assert_eq!(titles, ["menu-game", "menu-fifteen", "menu-view", "menu-help"]);
        assert_eq!(&other[0].1[other[0].1.len() - 3..], [Item("settings"), Separator, Quit]);
        assert_eq!(other[2].1, [Item("view-counters")]);
        assert_eq!(other[3].1, [Item("how-to-play"), Item("shortcuts"), Separator, Item("about")]);
        for e in [Services, Hide, Undo, Copy, Paste] {
            assert!(!other.iter().any(|(_, entries)| entries.contains(&e)), "{e:?} is macOS' own");
        }
    }

    #[test]
    fn every_item_and_title_has_its_words_in_every_language() {
        use crate::l10n::catalogue::{find, offered};
        for language in offered() {
            let texts = Texts::new(language);
            for (id, _) in ITEMS {
                let label = label(&texts, id);
                assert!(!label.is_empty() && !label.starts_with("menu-"), "{}: {id} is {label:?}", language.tag);
            }
            for macos in [false, true] {
                for (title, _) in layout(macos) {
                    assert_ne!(texts.get(title), title, "{}", language.tag);
                }
            }
        }
        let english = Texts::new(choice::english());
        assert_eq!(label(&english, "fifteen-4x4"), "15-puzzle: 4×4");
        assert_eq!(label(&english, "mines-expert"), "Minesweeper: Expert");
        let chinese = Texts::new(find("zh-CN").expect("Chinese"));
        assert_eq!(label(&chinese, "mines-expert"), "扫雷：高级");
        assert_eq!(label(&chinese, "fifteen-other-size"), "数字华容道：其他尺寸…");
        let taiwan = Texts::new(find("zh-TW").expect("Traditional Chinese"));
        assert_eq!(label(&taiwan, "mines-expert"), "踩地雷：高級");
    }

    /// Each accelerator is Cmd on macOS and Ctrl elsewhere (but F1, help's key on every system
    /// but macOS, where it is harmless), used once, and none takes a key macOS keeps for itself
    /// or for text editing (Cmd+H hides, Cmd+M minimises, Cmd+W closes, Cmd+Q quits through the
    /// system's item; Cmd+C, V, X, A, Z edit text).
    #[test]
    fn accelerators_are_cmd_on_macos_unique_and_clear_of_the_systems_own() {
        let keys: Vec<&str> = ITEMS.iter().filter_map(|(_, a)| *a).collect();
        let mut unique = keys.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), keys.len(), "{keys:?}");
        let reserved = ["H", "Alt+H", "M", "W", "Q", "C", "V", "X", "A", "Z", "Shift+Z", "Tab", "Space"];
        for key in keys.into_iter().filter(|k| *k != "F1") {
            let rest = key.strip_prefix("CmdOrCtrl+").unwrap_or_else(|| panic!("{key} is not CmdOrCtrl"));
            assert!(!reserved.contains(&rest), "{key} takes a key of the system's");
        }
    }
}
