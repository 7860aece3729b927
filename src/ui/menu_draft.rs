//! The new-game menu's draft: what its choices change and what they are drawn with, shared by
//! the menu's rows (`menu`) and its AI rows (`menu_ai`).

use crate::i18n::Language;
use crate::settings::{GameSetup, PlayerRecord};

/// The menu's draft of the next game's setup, with what its choices are drawn with: the
/// interface's language and the player's record (the suggested level, the puzzles solved).
pub(super) struct Draft<'a> {
    pub(super) setup: &'a mut GameSetup,
    pub(super) lang: Language,
    pub(super) record: &'a PlayerRecord,
}
