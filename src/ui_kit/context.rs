//! What every drawing function of the interface shares: the interface's own state
//! ([`UiState`]) and the game's resources it reads and changes, bundled as one system parameter
//! ([`UiContext`]). A feature's panel takes its own resources beside it (e.g.
//! `crate::review::ReviewPanel`).

use bevy::prelude::*;

use crate::ai::{AiWorker, Analysis, HintRequest, InfiniteAnalysis, PositionValues};
use crate::input::{BoardCursor, UiAction};
use crate::screens::Screen;
use crate::session::{GameCommand, Session};
use crate::settings::{GameSetup, PlayerRecord, Preferences};

/// The tabs of the sheet under the board in the narrow layout (a phone upright).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SheetTab {
    /// The controls besides the bar's, the opening, the puzzle, the graph and the review.
    #[default]
    Game,
    Moves,
    Analysis,
    Review,
    View,
}

impl SheetTab {
    pub const ALL: [SheetTab; 5] = [
        SheetTab::Game,
        SheetTab::Moves,
        SheetTab::Analysis,
        SheetTab::Review,
        SheetTab::View,
    ];
}

/// The interface's own state: which windows are open and the menu's draft.
#[derive(Resource, Default)]
pub struct UiState {
    /// The sheet's tab in the narrow layout (kept when the layout changes and back).
    pub sheet_tab: SheetTab,
    /// Where some controls were drawn this frame, by name (`tab_moves`, `start_button`, …), in logical
    /// pixels: the browser build tells the page, so a test can tap them.
    pub tap_targets: Vec<(&'static str, bevy_egui::egui::Rect)>,
    /// Whether this frame was drawn in the narrow layout (the board between a bar and a sheet).
    pub layout_narrow: bool,
    /// Whether a finger has touched the screen in this session.
    pub touched: bool,
    /// Whether the widgets are sized for a finger now (none before the first frame).
    pub finger_spacing: Option<bool>,
    pub help_open: bool,
    /// The settings being edited in the menu; applied when a game starts.
    pub draft: Option<GameSetup>,
    /// The position (generation) the move list last scrolled to, so it follows the game
    /// without fighting the player's own scrolling.
    pub move_list_followed: Option<u64>,
}

/// The game's resources the interface reads and changes, bundled for the drawing functions.
#[derive(bevy::ecs::system::SystemParam)]
pub struct UiContext<'w> {
    pub session: Res<'w, Session>,
    pub setup: ResMut<'w, GameSetup>,
    pub prefs: ResMut<'w, Preferences>,
    pub record: ResMut<'w, PlayerRecord>,
    pub screen: Res<'w, State<Screen>>,
    pub next_screen: ResMut<'w, NextState<Screen>>,
    pub commands: MessageWriter<'w, GameCommand>,
    pub actions: MessageWriter<'w, UiAction>,
    pub hints: MessageWriter<'w, HintRequest>,
    pub worker: Res<'w, AiWorker>,
    pub analysis: Res<'w, Analysis>,
    pub infinite: ResMut<'w, InfiniteAnalysis>,
    pub values: Res<'w, PositionValues>,
    pub time: Res<'w, Time>,
    pub state: ResMut<'w, UiState>,
    pub cursor: Res<'w, BoardCursor>,
}
