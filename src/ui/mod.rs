//! The egui interface: the side panel (status, controls, analysis, moves, options), the
//! new-game menu, the result banner, help, and saving/opening games. It also tells the board
//! where it may draw and the keyboard handler when a text field has the keys.

mod analysis_panel;
mod dialogs;
mod editor_panel;
mod review_panel;
pub use editor_panel::problem_text as editor_problem_text;
mod menu;
mod opening_panel;
mod panel;
mod value_graph;

pub use dialogs::{open_game_from, save_game_to};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use crate::board::BoardArea;
use crate::i18n::{Language, tr};
use crate::input::{KeyboardTaken, UiAction};
use crate::screens::Screen;
use crate::session::{GameCommand, Notice, Outcome, Session};
use crate::settings::Settings;
use crate::win_line::WinLineAnimation;

/// Width of the side panel in logical pixels.
const PANEL_WIDTH: f32 = 310.0;

/// Which windows are open and what is typed into them.
#[derive(Resource)]
pub struct UiState {
    pub help_open: bool,
    pub files_open: bool,
    /// The settings being edited in the menu; applied when a game starts.
    pub draft: Option<Settings>,
    pub file_path: String,
    pub position_text: String,
    /// The result of the last save or open, shown in the files window.
    pub file_message: Option<(bool, String)>,
    /// Whether the files window offers the system's Save and Open dialogs (`file_dialog`).
    pub system_dialogs: bool,
    /// The position (generation) the move list last scrolled to, so it follows the game
    /// without fighting the player's own scrolling.
    pub move_list_followed: Option<u64>,
}

impl Default for UiState {
    fn default() -> Self {
        // A browser has no home folder: there the name is a key in its storage.
        let file = crate::persistence::DEFAULT_GAME_FILE;
        let file_path = match std::env::var("HOME") {
            Ok(home) => format!("{home}/{file}"),
            Err(_) => file.to_owned(),
        };
        UiState {
            help_open: false,
            files_open: false,
            draft: None,
            move_list_followed: None,
            file_path,
            position_text: String::new(),
            file_message: None,
            system_dialogs: false,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<UiState>()
        .add_systems(EguiPrimaryContextPass, (setup_fonts, draw_ui).chain())
        .add_systems(Update, toggle_windows);
}

/// Installs the bundled Noto Sans SC subset (Latin and the Chinese the interface uses) as the
/// font of every egui text style, once. egui's own fonts are not built in: they would add
/// 1.4 MB to the download of the browser build.
fn setup_fonts(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "noto_sans_sc".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!(
            "../../assets/fonts/NotoSansSC-subset.otf"
        ))),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("noto_sans_sc".to_owned());
    }
    ctx.set_fonts(fonts);
    ctx.all_styles_mut(|style| {
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
    *done = true;
    Ok(())
}

fn toggle_windows(mut actions: MessageReader<UiAction>, mut state: ResMut<UiState>) {
    for action in actions.read() {
        match action {
            UiAction::ToggleHelp => state.help_open = !state.help_open,
            // The system's dialogs on the desktop (`file_dialog`), the page's in the browser
            // (`web_files`).
            UiAction::SaveFile | UiAction::OpenFile => {}
        }
    }
}

/// Everything the interface reads and changes, bundled for the drawing functions.
#[derive(bevy::ecs::system::SystemParam)]
pub struct UiContext<'w> {
    pub session: Res<'w, Session>,
    pub settings: ResMut<'w, Settings>,
    pub screen: Res<'w, State<Screen>>,
    pub next_screen: ResMut<'w, NextState<Screen>>,
    pub commands: MessageWriter<'w, GameCommand>,
    pub actions: MessageWriter<'w, UiAction>,
    pub hints: MessageWriter<'w, crate::ai::HintRequest>,
    pub worker: Res<'w, crate::ai::AiWorker>,
    pub analysis: Res<'w, crate::ai::Analysis>,
    pub infinite: ResMut<'w, crate::ai::InfiniteAnalysis>,
    pub values: Res<'w, crate::ai::PositionValues>,
    pub time: Res<'w, Time>,
    pub state: ResMut<'w, UiState>,
    pub cursor: Res<'w, crate::input::BoardCursor>,
    pub puzzle_book: Res<'w, crate::puzzles::PuzzleBook>,
    pub puzzle: Res<'w, crate::puzzles::ActivePuzzle>,
    pub puzzle_commands: MessageWriter<'w, crate::puzzles::PuzzleCommand>,
    pub editor: ResMut<'w, crate::editor::Editor>,
    pub editor_commands: MessageWriter<'w, crate::editor::EditorCommand>,
    pub review: Res<'w, crate::ai::review::GameReviewRun>,
    pub review_commands: MessageWriter<'w, crate::ai::review::ReviewCommand>,
}

fn draw_ui(
    mut contexts: EguiContexts,
    mut ui: UiContext,
    mut area: ResMut<BoardArea>,
    mut keyboard: ResMut<KeyboardTaken>,
    win_lines: Query<&WinLineAnimation>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Widgets write through a bypass; the settings count as changed only if a value did.
    let settings_before = ui.settings.clone();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let panel_width = egui::Panel::right("side_panel")
        .exact_size(PANEL_WIDTH)
        .resizable(false)
        .show(&mut root, |panel_ui| panel::side_panel(panel_ui, &mut ui))
        .response
        .rect
        .width();
    let viewport = ctx.viewport_rect();
    let free = Rect::new(
        viewport.min.x,
        viewport.min.y,
        viewport.max.x - panel_width,
        viewport.max.y,
    );
    if area.0 != Some(free) {
        area.0 = Some(free);
    }
    if *ui.screen.get() == Screen::Menu {
        menu::new_game_window(&ctx, &mut ui);
    } else {
        ui.state.draft = None;
    }
    let line_drawn = win_lines.iter().all(WinLineAnimation::is_drawn);
    if *ui.screen.get() == Screen::GameOver && line_drawn {
        result_banner(&ctx, &mut ui, free);
    }
    dialogs::help_window(&ctx, &mut ui);
    dialogs::files_window(&ctx, &mut ui);
    keyboard.0 = ctx.egui_wants_keyboard_input();
    if *ui.settings != settings_before {
        ui.settings.set_changed();
    }
    Ok(())
}

/// The result in words, from the human's side against the engine.
pub fn outcome_text(outcome: Outcome, settings: &Settings, session: &Session) -> &'static str {
    let lang = settings.language;
    let winner = outcome.winner();
    let player = session.player_color(settings);
    let against_ai = player.is_some();
    match outcome {
        Outcome::Finished(gomoku_engine::GameResult::ForbiddenLoss { .. }) => {
            tr(lang, "Black played a forbidden move: white wins")
        }
        Outcome::Resigned(color) => match color {
            gomoku_engine::Color::Black => tr(lang, "Black resigned: white wins"),
            gomoku_engine::Color::White => tr(lang, "White resigned: black wins"),
        },
        _ => match winner {
            None => tr(lang, "Draw: the board is full"),
            Some(color) if player == Some(color) => tr(lang, "You win!"),
            Some(_) if against_ai => tr(lang, "You lose"),
            Some(gomoku_engine::Color::Black) => tr(lang, "Black wins"),
            Some(gomoku_engine::Color::White) => tr(lang, "White wins"),
        },
    }
}

fn result_banner(ctx: &egui::Context, ui: &mut UiContext, free: Rect) {
    let Some(outcome) = ui.session.outcome() else {
        return;
    };
    let lang = ui.settings.language;
    let text = outcome_text(outcome, &ui.settings, &ui.session);
    egui::Area::new("result_banner".into())
        .fixed_pos(egui::pos2(free.center().x - 170.0, free.min.y + 18.0))
        .show(ctx, |area_ui| {
            egui::Frame::popup(area_ui.style())
                .fill(egui::Color32::from_rgba_unmultiplied(25, 25, 30, 235))
                .inner_margin(egui::Margin::same(14))
                .show(area_ui, |frame_ui| {
                    frame_ui.set_width(340.0);
                    frame_ui.vertical_centered(|column| {
                        column.label(
                            egui::RichText::new(text)
                                .size(26.0)
                                .strong()
                                .color(egui::Color32::from_rgb(250, 220, 120)),
                        );
                        column.add_space(6.0);
                        column.horizontal(|row| {
                            if row.button(tr(lang, "New game")).clicked() {
                                ui.next_screen.set(Screen::Menu);
                            }
                            if row.button(tr(lang, "Undo")).clicked() {
                                ui.commands.write(GameCommand::Undo);
                            }
                            if row.button(tr(lang, "Review")).clicked() {
                                ui.commands.write(GameCommand::Review);
                            }
                            if row.button(tr(lang, "Review the game")).clicked() {
                                ui.review_commands
                                    .write(crate::ai::review::ReviewCommand::Start);
                                ui.commands.write(GameCommand::Review);
                            }
                        });
                    });
                });
        });
}

/// The status line's wording of a notice.
pub fn notice_text(notice: &Notice, lang: Language) -> String {
    match notice {
        Notice::Occupied(_) => tr(lang, "That point is taken").to_owned(),
        Notice::Forbidden(_, kind) => format!(
            "{}: {}",
            tr(lang, "Forbidden for black"),
            tr(lang, &kind.to_string())
        ),
        Notice::NotYourTurn => tr(lang, "Wait for your turn").to_owned(),
        Notice::ChooseFirst => tr(lang, "Choose a colour first").to_owned(),
        Notice::GameIsOver => tr(lang, "The game is over").to_owned(),
        Notice::MainLine => tr(lang, "This is the main line").to_owned(),
        Notice::NothingToUndo => tr(lang, "Nothing to undo").to_owned(),
        Notice::NothingToRedo => tr(lang, "Nothing to redo").to_owned(),
        Notice::BadCoordinate(text) => format!("{}: {text}", tr(lang, "Not a point on this board")),
        Notice::Loaded(source) => format!("{}: {source}", tr(lang, "Loaded")),
        Notice::LoadFailed(error) => format!("{}: {error}", tr(lang, "Could not open")),
        Notice::Saved(path) => format!("{}: {path}", tr(lang, "Saved")),
        Notice::SaveFailed(error) => format!("{}: {error}", tr(lang, "Could not save")),
        Notice::Copied => tr(lang, "Copied").to_owned(),
        Notice::StartupFileKeptAside(path) => {
            format!("{}: {path}", tr(lang, "An unreadable file was kept aside"))
        }
    }
}
