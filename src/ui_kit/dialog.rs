//! Dialog sizes that fit the screen: a window asks for its usual width and gets at most what a
//! phone has, and never runs off the bottom (what does not fit scrolls).

use bevy_egui::egui;

/// What a dialog keeps free around it on a small screen.
const DIALOG_MARGIN: f32 = 12.0;
/// Room for a window's title bar above its content.
const TITLE_BAR: f32 = 40.0;

/// A dialog's width: `wanted` where the screen has room for it, else the screen less a margin.
pub fn dialog_width(ctx: &egui::Context, wanted: f32) -> f32 {
    wanted.min(ctx.viewport_rect().width() - 2.0 * DIALOG_MARGIN)
}

/// The most a dialog's content may take of the screen's height.
pub fn dialog_max_height(ctx: &egui::Context) -> f32 {
    ctx.viewport_rect().height() - 2.0 * DIALOG_MARGIN - TITLE_BAR
}
