//! The page's words (`l10n/`): the catalogue of the language spoken, with English's behind it,
//! and the Language setting, which switches the page and the native menu at once.

use crate::error::CommandError;
use crate::l10n::catalogue::{offered, Language, ENGLISH};
use crate::l10n::choice;
use crate::l10n::said::Said;
use crate::state::AppState;
use serde::Serialize;
use tauri::{AppHandle, Runtime, State};

/// What the page formats its words with.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Catalogue {
    /// The language spoken, a BCP 47 tag (the page's `lang`).
    language: &'static str,
    /// Every language offered: tag and name in itself, for the Language setting.
    languages: Vec<(&'static str, &'static str)>,
    /// Its Fluent source, then English's (once, for English itself).
    sources: Vec<&'static str>,
}

impl Catalogue {
    fn of(language: &'static Language) -> Catalogue {
        let mut sources = vec![language.source()];
        if language.tag != ENGLISH.tag {
            sources.push(ENGLISH.source());
        }
        Catalogue { language: language.tag, languages: offered().map(|l| (l.tag, l.name)).collect(), sources }
    }
}

/// The catalogue of the language spoken now.
#[tauri::command]
pub fn l10n_catalogue(state: State<'_, AppState>) -> Catalogue {
    Catalogue::of(state.language.get())
}

/// Speaks the language chosen in Settings (`system`, or a tag offered): the native menu is
/// written again, and the page gets its catalogue. The page keeps the choice with its settings.
#[tauri::command]
pub fn l10n_choose<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>, choice: String) -> Result<Catalogue, CommandError> {
    if !choice::valid(&choice) {
        return Err(CommandError::Settings(Said::new("error-no-language").with("name", format!("{choice:?}"))));
    }
    let language = state.language.choose(Some(&choice));
    // The native menu, where there is one (none on the command tests' mock runtime).
    if app.menu().is_some() {
        let menu_failed = |e: tauri::Error| CommandError::Settings(Said::new("error-menu").with("why", e.to_string()));
        app.set_menu(crate::menu::build(&app).map_err(menu_failed)?).map_err(menu_failed)?;
        crate::hooks::menu_built(&app);
    }
    Ok(Catalogue::of(language))
}
