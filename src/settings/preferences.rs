//! How the player likes the interface: its language and sound, what the board shows, touch, and
//! how much the analysis and a review look at.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::Language;

/// The times per position a game review offers, in milliseconds.
pub const REVIEW_TIME_CHOICES_MS: [u32; 4] = [100, 300, 1000, 3000];
/// Most best moves the analysis marks on the board.
pub const MAX_ANALYSIS_LINES: u8 = 5;

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    pub language: Language,
    pub muted: bool,
    pub show_move_numbers: bool,
    pub show_coordinates: bool,
    /// Faint stones for the AI's principal variation.
    pub show_pv: bool,
    /// Marks on black's forbidden points under renju.
    pub show_forbidden: bool,
    /// Touch: the first tap only moves the cursor; a second tap on it places the stone.
    pub tap_twice_to_confirm: bool,
    /// Whether a touch has reached the board yet: the first one turns
    /// [`Self::tap_twice_to_confirm`] on.
    pub touch_seen: bool,
    pub show_analysis: bool,
    /// The time a game review gives each position, in milliseconds.
    pub review_ms: u32,
    /// How many best moves the *Analyse* toggle follows and marks on the board (1-5).
    pub analysis_lines: u8,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            language: Language::English,
            muted: false,
            show_move_numbers: false,
            show_coordinates: true,
            show_pv: false,
            show_forbidden: true,
            tap_twice_to_confirm: false,
            touch_seen: false,
            show_analysis: true,
            review_ms: 300,
            analysis_lines: 3,
        }
    }
}

impl Preferences {
    /// The number of best moves analysis shows, clamped to what the view options offer.
    pub fn analysis_lines(&self) -> usize {
        usize::from(self.analysis_lines.clamp(1, MAX_ANALYSIS_LINES))
    }

    /// The time a review gives each position, clamped to what the panel offers.
    pub fn review_time(&self) -> std::time::Duration {
        let ms = self.review_ms.clamp(
            *REVIEW_TIME_CHOICES_MS.first().expect("choices"),
            *REVIEW_TIME_CHOICES_MS.last().expect("choices"),
        );
        std::time::Duration::from_millis(u64::from(ms))
    }
}
