//! The new-game menu's draft: what its choices change and what they are drawn with, shared by
//! the menu's rows (`menu`) and its AI rows (`menu_ai`).

use bevy_egui::egui;

use crate::i18n::Language;
use crate::settings::{GameSetup, PlayerRecord};

/// The menu's draft of the next game's setup, with what its choices are drawn with: the
/// interface's language and the player's record (the suggested level, the puzzles solved).
pub(super) struct Draft<'a> {
    pub(super) setup: &'a mut GameSetup,
    pub(super) lang: Language,
    pub(super) record: &'a PlayerRecord,
    /// How wide a note under a choice may be: the menu's width less its label column.
    pub(super) note_width: f32,
}

/// A note under a choice, in weak text wrapped to the menu's width: a grid cell would otherwise
/// widen the whole window to a long sentence (Russian and Vietnamese have some).
pub(super) fn note(ui: &mut egui::Ui, text: &str, width: f32) {
    ui.scope(|inner| {
        inner.set_max_width(width);
        inner.add(egui::Label::new(egui::RichText::new(text).weak()).wrap());
    });
}
