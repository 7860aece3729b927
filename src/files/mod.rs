//! Saving and opening games in files: one shape, two implementations chosen at build time, the
//! way `crate::ai` runs its searches on threads or in a Web Worker.
//!
//! - Both platforms: the save / open window's state ([`FileWindow`]) and its typed path
//!   ([`save_game_to`], [`open_game_from`]: the file system on the desktop, `localStorage` in a
//!   browser), and the window itself ([`files_window`], drawn by `crate::ui`).
//! - The platform's own way to pick a file ([`Picker`]), asked for by Ctrl+S and Ctrl+O and by
//!   the window's buttons, all through `UiAction::SaveFile` / `UiAction::OpenFile`: the system's
//!   dialogs on the desktop (`native`), a download and the page's file picker in the browser
//!   (`web`). Each offers `plugin` (the systems that answer those actions) and `picker` (what
//!   the window offers now).

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod native;
mod save_open;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod web;
mod window;

pub use save_open::{FileWindow, Picker, open_game_from, save_game_to};
pub use window::{FilesPanel, files_window};

use bevy::prelude::*;

/// Public, unlike the other features' plugins, so the tests can add it to a headless game.
pub fn plugin(app: &mut App) {
    app.init_resource::<FileWindow>();
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    app.add_plugins(native::plugin);
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    app.add_plugins(web::plugin);
}
