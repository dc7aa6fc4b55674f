// No console window behind the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    tessera_app::commands::startup::mark("main");
    tessera_app::renderer::choose();
    tessera_app::run();
}
