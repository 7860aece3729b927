//! The side panel: whose turn it is, the controls, the engine's analysis, the move list and the
//! view options.

use bevy::ecs::change_detection::DetectChangesMut;
use bevy::ecs::system::SystemParam;
use bevy::prelude::NextState;
use bevy_egui::egui;
use gomoku_engine::notation::format_point;
use gomoku_engine::variations::Alternative;
use gomoku_engine::{BoardSize, Point};

use super::analysis_panel::analysis;
use super::opening_panel::opening_panel;
use super::status::status;
use super::value_graph::value_graph;
use crate::ai::HintRequest;
use crate::editor::{EditorCommand, EditorPanel, editor_panel};
use crate::files::FilesPanel;
use crate::i18n::{Language, Msg, colon, tr};
use crate::puzzles::{PuzzlePanel, puzzle_panel};
use crate::review::{ReviewPanel, review_active, review_block, review_start, review_symbols};
use crate::screens::Screen;
use crate::session::{GameCommand, LineCommand};
use crate::settings::Mode;
use crate::settings::Preferences;
use crate::ui_kit::{UiContext, UiState, rule_name};

/// The features' own parts of the interface, beside the [`UiContext`].
#[derive(SystemParam)]
pub struct FeaturePanels<'w> {
    pub review: ReviewPanel<'w>,
    pub puzzles: PuzzlePanel<'w>,
    pub editor: EditorPanel<'w>,
    pub files: FilesPanel<'w>,
}

pub fn side_panel(ui: &mut egui::Ui, cx: &mut UiContext, features: &mut FeaturePanels) {
    panel_header(ui, cx);
    ui.separator();
    if *cx.screen.get() == Screen::Edit {
        editor_panel(ui, cx, &mut features.editor);
        return;
    }
    status(ui, cx, false);
    ui.separator();
    opening_and_puzzle(ui, cx, features);
    ui.horizontal_wrapped(|row| {
        main_controls(row, cx, false);
        more_controls(row, cx, features);
    });
    ui.separator();
    // Outside the scrolling part, so following the move list never hides it.
    if value_graph(ui, cx) {
        ui.separator();
    }
    if review_active(cx, &features.review) {
        review_block(ui, cx, &mut features.review);
        ui.separator();
    }
    let symbols = review_symbols(cx, &features.review);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |scroll| panel_sections(scroll, cx, features, &symbols));
}

/// The panel's title with the language button, and the game's rule and board size.
fn panel_header(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    ui.add_space(6.0);
    ui.horizontal(|row| {
        row.heading(egui::RichText::new(tr(lang, Msg::Gomoku)).strong());
        row.with_layout(egui::Layout::right_to_left(egui::Align::Center), |right| {
            language_menu(
                right,
                cx.prefs.bypass_change_detection(),
                &mut cx.state,
                false,
            );
        });
    });
    ui.label(
        egui::RichText::new(format!(
            "{} · {}×{}",
            tr(lang, rule_name(cx.session.game().rule())),
            cx.session.game().size().get(),
            cx.session.game().size().get()
        ))
        .weak(),
    );
}

/// The panel's scrolling sections, each header a tap target: the review (until one runs),
/// the analysis (when shown or while the engine thinks), the moves and the view options.
fn panel_sections(
    scroll: &mut egui::Ui,
    cx: &mut UiContext,
    features: &mut FeaturePanels,
    symbols: &[Option<&str>],
) {
    if !review_active(cx, &features.review) {
        section(
            scroll,
            cx,
            (Msg::GameReview, "panel_review"),
            false,
            |inner, cx| review_start(inner, cx, &mut features.review),
        );
    }
    if cx.prefs.show_analysis || cx.worker.thinking().is_some() {
        section(
            scroll,
            cx,
            (Msg::Analysis, "panel_analysis"),
            true,
            analysis,
        );
    }
    // Its own scrolling: following the current move scrolls the list, never the panel (which
    // would hide the sections above it).
    section(
        scroll,
        cx,
        (Msg::Moves, "panel_moves"),
        true,
        |inner, cx| {
            egui::ScrollArea::vertical()
                .id_salt("move_list_scroll")
                .max_height(MOVE_LIST_HEIGHT)
                .auto_shrink([false, true])
                .show(inner, |list| move_list(list, cx, symbols));
        },
    );
    section(scroll, cx, (Msg::View, "panel_view"), false, view_options);
}

/// A collapsing section of the panel, `(title, tap target)`, its header a tap target.
fn section(
    scroll: &mut egui::Ui,
    cx: &mut UiContext,
    (title, target): (Msg, &'static str),
    open: bool,
    draw: impl FnOnce(&mut egui::Ui, &mut UiContext),
) {
    let header = egui::CollapsingHeader::new(tr(cx.prefs.language, title))
        .default_open(open)
        .show(scroll, |inner| draw(inner, cx));
    cx.state
        .tap_targets
        .push((target, header.header_response.rect));
}

/// The tallest the move list grows in the side panel before it scrolls by itself.
const MOVE_LIST_HEIGHT: f32 = 260.0;

/// The opening rule's steps and the puzzle, when the game has them, each with a separator.
pub(super) fn opening_and_puzzle(
    ui: &mut egui::Ui,
    cx: &mut UiContext,
    features: &mut FeaturePanels,
) {
    if cx.session.opening().rule() != gomoku_engine::opening::OpeningRule::None {
        opening_panel(ui, cx);
        ui.separator();
    }
    if cx.setup.mode == Mode::Puzzles {
        puzzle_panel(ui, cx, &mut features.puzzles);
        ui.separator();
    }
}

/// The language menu: each language under its own name, so a player finds theirs whatever the
/// interface speaks now. `compact` (the phone's bar) shows the chosen one by a short name.
pub(super) fn language_menu(
    ui: &mut egui::Ui,
    prefs: &mut Preferences,
    state: &mut UiState,
    compact: bool,
) {
    let current = prefs.language;
    let shown = if compact {
        current.short_name()
    } else {
        current.native_name()
    };
    let menu = egui::ComboBox::from_id_salt("language_menu")
        .selected_text(shown)
        .width(if compact { 44.0 } else { 110.0 })
        .show_ui(ui, |list| {
            for lang in Language::ALL {
                list.selectable_value(&mut prefs.language, lang, lang.native_name());
            }
        });
    state
        .tap_targets
        .push(("language_menu", menu.response.rect));
}

/// The controls a game needs most: a new game, undo, redo and a hint.
/// `compact`: the phone's bar, whose labels are the language's shortest.
pub(super) fn main_controls(row: &mut egui::Ui, cx: &mut UiContext, compact: bool) {
    let lang = cx.prefs.language;
    let [new_game_label, undo_label, redo_label, hint_label] = if compact {
        [Msg::BarNewGame, Msg::BarUndo, Msg::BarRedo, Msg::BarHint]
    } else {
        [Msg::NewGame, Msg::Undo, Msg::Redo, Msg::Hint]
    };
    let game = cx.session.game();
    let over = cx.session.is_over();
    let can_undo = game.ply() > cx.session.undo_floor();
    let can_redo = game.ply() < game.total_plies();
    let new_game = row.button(tr(lang, new_game_label));
    cx.state.tap_targets.push(("new_game", new_game.rect));
    if new_game.clicked() {
        NextState::set_if_neq(&mut *cx.next_screen, Screen::Menu);
    }
    let undo = row.add_enabled(can_undo, egui::Button::new(tr(lang, undo_label)));
    cx.state.tap_targets.push(("undo_button", undo.rect));
    if undo.clicked() {
        cx.commands.write(GameCommand::Undo);
    }
    if row
        .add_enabled(can_redo, egui::Button::new(tr(lang, redo_label)))
        .clicked()
    {
        cx.commands.write(GameCommand::Redo);
    }
    let puzzles = cx.setup.mode == Mode::Puzzles;
    let hint_ok = !puzzles
        && !over
        && !cx.session.ai_acts(&cx.setup)
        && matches!(
            cx.session.opening_stage(),
            gomoku_engine::opening::Stage::Play { .. }
        )
        && cx.worker.thinking().is_none();
    if row
        .add_enabled(hint_ok, egui::Button::new(tr(lang, hint_label)))
        .clicked()
    {
        cx.hints.write(HintRequest);
    }
}

/// The other controls: resign, review, analyse, the editor, files and help.
pub(super) fn more_controls(row: &mut egui::Ui, cx: &mut UiContext, features: &mut FeaturePanels) {
    let lang = cx.prefs.language;
    let screen = *cx.screen.get();
    let over = cx.session.is_over();
    let puzzles = cx.setup.mode == Mode::Puzzles;
    // Nothing to resign or to look back on before the first stone.
    let started = cx.session.game().total_plies() > 0;
    let resign_ok =
        started && !puzzles && !over && screen == Screen::Playing && cx.setup.mode != Mode::AiVsAi;
    if row
        .add_enabled(resign_ok, egui::Button::new(tr(lang, Msg::Resign)))
        .clicked()
    {
        cx.commands.write(GameCommand::AskResign(true));
    }
    match screen {
        Screen::Review | Screen::Menu => {
            if row.button(tr(lang, Msg::Resume)).clicked() {
                cx.commands.write(GameCommand::Resume);
            }
        }
        _ => {
            if row
                .add_enabled(started, egui::Button::new(tr(lang, Msg::Review)))
                .clicked()
            {
                cx.commands.write(GameCommand::Review);
            }
        }
    }
    // A button like its neighbours, drawn pressed while the analysis is on.
    let analysing = cx.infinite.on;
    if row
        .add(egui::Button::new(tr(lang, Msg::Analyse)).selected(analysing))
        .on_hover_text(tr(lang, Msg::TheEngineThinksOnThe))
        .clicked()
    {
        cx.infinite.on = !analysing;
    }
    if row
        .add_enabled(!puzzles, egui::Button::new(tr(lang, Msg::EditPosition)))
        .on_hover_text(tr(lang, Msg::SetUpAnyPositionThen))
        .clicked()
    {
        features.editor.commands.write(EditorCommand::Open);
    }
    if row.button(tr(lang, Msg::SaveOpen)).clicked() {
        features.files.window.open = !features.files.window.open;
    }
    if row.button(tr(lang, Msg::Help)).clicked() {
        cx.state.help_open = !cx.state.help_open;
    }
}

/// What the move list's clicks ask for: a ply to jump to, a variation to show (its line and
/// the ply to show it at).
#[derive(Default)]
struct MoveListClicks {
    jump: Option<usize>,
    show_line: Option<(Vec<Point>, usize)>,
}

/// What the move list's grid shows: the game's moves and its current ply, the review's
/// symbols by ply, the other lines played, and whether to bring the current move into view.
struct MovesShown<'a> {
    moves: &'a [Point],
    current: usize,
    size: BoardSize,
    symbols: &'a [Option<&'a str>],
    alternatives: &'a [Alternative],
    follow: bool,
}

/// The moves of the game, with the review's symbols (`symbols`, by ply) once it has them.
pub(super) fn move_list(ui: &mut egui::Ui, cx: &mut UiContext, symbols: &[Option<&str>]) {
    let lang = cx.prefs.language;
    let game = cx.session.game();
    let moves = game.all_moves();
    let current = game.ply();
    let size = game.size();
    if moves.is_empty() {
        ui.label(egui::RichText::new(tr(lang, Msg::NoMovesYet)).weak());
        return;
    }
    let mut clicks = MoveListClicks::default();
    let alternatives = cx.session.alternatives();
    // Bring the current move into view once each time the position changes.
    let follow = cx.state.move_list_followed != Some(cx.session.generation());
    cx.state.move_list_followed = Some(cx.session.generation());
    let start = ui.selectable_label(current == 0, tr(lang, Msg::StartPosition));
    if follow && current == 0 {
        start.scroll_to_me(Some(egui::Align::Center));
    }
    if start.clicked() {
        clicks.jump = Some(0);
    }
    if game.rule() == gomoku_engine::Rule::Renju
        && let Some(opening) =
            gomoku_engine::opening::canonical::recognise(moves.get(..3).unwrap_or_default(), size)
    {
        ui.label(format!(
            "{}{}{opening}",
            tr(lang, Msg::Opening),
            colon(lang)
        ));
    }
    let shown = MovesShown {
        moves: &moves,
        current,
        size,
        symbols,
        alternatives: &alternatives,
        follow,
    };
    moves_grid(ui, &shown, lang, &mut clicks);
    if let Some(ply) = clicks.jump {
        cx.commands.write(GameCommand::JumpTo(ply));
    }
    if let Some((line, ply)) = clicks.show_line {
        cx.commands
            .write(GameCommand::Line(LineCommand::Show { line, ply }));
    }
    if !cx.session.on_main_line() {
        variation_controls(ui, cx);
    }
}

/// The moves two to a numbered row, each with the other lines played at them under it.
fn moves_grid(ui: &mut egui::Ui, shown: &MovesShown, lang: Language, clicks: &mut MoveListClicks) {
    egui::Grid::new("moves_grid")
        .num_columns(3)
        .striped(true)
        .show(ui, |grid| {
            for (pair_index, pair) in shown.moves.chunks(2).enumerate() {
                grid.label(format!("{}.", pair_index + 1));
                for (offset, &point) in pair.iter().enumerate() {
                    let ply = pair_index * 2 + offset + 1;
                    if move_cell(grid, shown, ply, point).clicked() {
                        clicks.jump = Some(ply);
                    }
                }
                grid.end_row();
                // Other lines played at these moves, indented under them.
                let plies = pair_index * 2..pair_index * 2 + pair.len();
                for other in shown.alternatives.iter().filter(|a| plies.contains(&a.ply)) {
                    grid.label("");
                    let text = variation_text(other, shown.size);
                    if grid
                        .selectable_label(false, egui::RichText::new(text).italics())
                        .on_hover_text(tr(lang, Msg::ShowThisVariation))
                        .clicked()
                    {
                        clicks.show_line = Some((other.line.clone(), other.ply + 1));
                    }
                    grid.end_row();
                }
            }
        });
}

/// One move of the list: its point and review symbol (coloured as its verdict), weak when it
/// is ahead of the position shown, selected when it is the current move.
fn move_cell(grid: &mut egui::Ui, shown: &MovesShown, ply: usize, point: Point) -> egui::Response {
    let symbol = shown.symbols.get(ply - 1).copied().flatten();
    let text = format!(
        "{}{}",
        format_point(point, shown.size),
        symbol.unwrap_or("")
    );
    let mut label = egui::RichText::new(text);
    if let Some(symbol) = symbol {
        label = label.color(symbol_colour(symbol));
    }
    if ply > shown.current {
        label = label.weak();
    }
    let cell = grid.selectable_label(ply == shown.current, label);
    if shown.follow && ply == shown.current {
        cell.scroll_to_me(Some(egui::Align::Center));
    }
    cell
}

/// Another line played at a move: its first six moves from there, numbered like the rows
/// ("2." for black's move, "2…" for white's), with "…" when it goes on.
fn variation_text(other: &Alternative, size: BoardSize) -> String {
    let shown: Vec<String> = other.line[other.ply..]
        .iter()
        .take(6)
        .map(|&p| format_point(p, size))
        .collect();
    let more = if other.line.len() > other.ply + 6 {
        " …"
    } else {
        ""
    };
    let dots = if other.ply.is_multiple_of(2) {
        "."
    } else {
        "…"
    };
    let number = other.ply / 2 + 1;
    format!("» {number}{dots} {}{more}", shown.join(" "))
}

/// Off the main line: say so, and offer to promote the variation or delete it.
fn variation_controls(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    ui.label(egui::RichText::new(tr(lang, Msg::YouAreInAVariation)).weak());
    ui.horizontal_wrapped(|row| {
        if row.button(tr(lang, Msg::MakeItTheMainLine)).clicked() {
            cx.commands.write(GameCommand::Line(LineCommand::Promote));
        }
        if row.button(tr(lang, Msg::DeleteThisVariation)).clicked() {
            cx.commands
                .write(GameCommand::Line(LineCommand::DeleteBranch));
        }
    });
}

/// The colour of a review symbol in the move list, as the review's verdicts are coloured.
fn symbol_colour(symbol: &str) -> egui::Color32 {
    match symbol {
        "??" => egui::Color32::from_rgb(0xe0, 0x50, 0x40),
        "?" => egui::Color32::from_rgb(0xe0, 0x90, 0x40),
        _ => egui::Color32::from_rgb(0xd0, 0xc0, 0x50),
    }
}

pub(super) fn view_options(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    let prefs = cx.prefs.bypass_change_detection();
    ui.checkbox(&mut prefs.show_move_numbers, tr(lang, Msg::MoveNumbers));
    ui.checkbox(&mut prefs.show_coordinates, tr(lang, Msg::Coordinates));
    ui.checkbox(
        &mut prefs.show_forbidden,
        tr(lang, Msg::MarkForbiddenPointsRenju),
    );
    ui.checkbox(&mut prefs.show_pv, tr(lang, Msg::ShowTheAisLine));
    ui.checkbox(&mut prefs.show_analysis, tr(lang, Msg::AnalysisPanel));
    ui.add(
        egui::Slider::new(
            &mut prefs.analysis_lines,
            1..=crate::settings::MAX_ANALYSIS_LINES,
        )
        .text(tr(lang, Msg::BestMovesInAnalysis)),
    );
    ui.checkbox(
        &mut prefs.tap_twice_to_confirm,
        tr(lang, Msg::TouchTapTwiceToPlace),
    );
    ui.checkbox(&mut prefs.muted, tr(lang, Msg::Mute));
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::notation::parse_moves;

    // Expected texts are bound with `let`: the translation test (tests/game/translations.rs)
    // reads literals after `(` and `, ` in this file as interface text to translate.

    fn variation(moves: &str, ply: usize) -> String {
        let size = BoardSize::new(15).unwrap();
        let line = parse_moves(moves, size).unwrap();
        variation_text(&Alternative { ply, line }, size)
    }

    #[test]
    fn a_variation_is_numbered_like_the_rows_and_cut_after_six_moves() {
        let moves = "h8i9j10";
        let expected = "» 2. j10";
        assert_eq!(variation(moves, 2), expected);
        let moves = "h8i9j10k11";
        let expected = "» 1… i9 j10 k11";
        assert_eq!(variation(moves, 1), expected);
        let moves = "h8a1a2a3a4a5a6a7";
        let expected = "» 1… a1 a2 a3 a4 a5 a6 …";
        assert_eq!(variation(moves, 1), expected);
    }
}
