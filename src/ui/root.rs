//! The interface each frame: egui and its fonts, then the side panel, the new-game menu, the
//! result banner and the windows, drawn in one system ([`UiContext`] holds what they share). It
//! also tells the board where it may draw and the keyboard handler when a text field has the keys.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::compact::{compact_bar, sheet};
use super::help::help_window;
use super::layout::{BAR_HEIGHT, Layout, PANEL_WIDTH, Spacing, apply_spacing};
use super::menu::new_game_window;
use super::panel::{FeaturePanels, side_panel};
use crate::board::BoardArea;
use crate::files::{FileWindow, files_window};
use crate::fonts::{FontBytes, InterfaceFonts, LANGUAGE_NAMES_FONT, LATIN_FONT, font_file};
use crate::i18n::{Arg, Language, Msg, Script, tr, tr_args};
use crate::input::{KeyboardTaken, UiAction, WindowOpen};
use crate::puzzles::PuzzleCommand;
use crate::review::ReviewCommand;
use crate::screens::Screen;
use crate::session::GameCommand;
use crate::settings::Preferences;
use crate::ui_kit::{UiContext, UiState, outcome_reason, outcome_text};
use crate::win_line::WinLineAnimation;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<UiState>()
        .add_systems(EguiPrimaryContextPass, (setup_fonts, draw_ui).chain())
        .add_systems(
            Update,
            (
                toggle_windows,
                title_in_language.run_if(resource_changed::<Preferences>),
            ),
        );
}

/// The window's title in the player's language.
fn title_in_language(
    prefs: Res<Preferences>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    let title = tr(prefs.language, Msg::Gomoku);
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.to_owned();
        }
    }
}

/// Gives egui the fonts of the chosen language, whenever it or the fonts at hand change: the
/// Latin font first (digits, coordinates, Latin and Cyrillic letters), then the language's own
/// script (so Japanese kanji take Japanese forms), then the languages' own names for the
/// language menu. egui's own fonts are not built in: they would add 1.4 MB to the browser
/// build's download.
fn setup_fonts(
    mut contexts: EguiContexts,
    prefs: Res<Preferences>,
    fonts: Res<InterfaceFonts>,
    mut installed: Local<Option<(Language, u32)>>,
) -> Result {
    let wanted = (prefs.language, fonts.generation);
    if *installed == Some(wanted) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut definitions = egui::FontDefinitions::empty();
    let mut order = Vec::new();
    let mut add = |name: &str, bytes: FontBytes| {
        let data = match bytes {
            FontBytes::Bundled(bytes) => egui::FontData::from_static(bytes),
            FontBytes::Fetched(bytes) => egui::FontData::from_owned(bytes.to_vec()),
        };
        definitions
            .font_data
            .insert(name.to_owned(), std::sync::Arc::new(data));
        order.push(name.to_owned());
    };
    add("latin", FontBytes::Bundled(LATIN_FONT));
    let script = prefs.language.script();
    if script != Script::Latin
        && let Some(bytes) = fonts.bytes(script)
    {
        add(font_file(script), bytes);
    }
    add("language_names", FontBytes::Bundled(LANGUAGE_NAMES_FONT));
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        definitions.families.insert(family, order.clone());
    }
    ctx.set_fonts(definitions);
    *installed = Some(wanted);
    Ok(())
}

fn toggle_windows(
    mut actions: MessageReader<UiAction>,
    mut state: ResMut<UiState>,
    mut files: ResMut<FileWindow>,
) {
    for action in actions.read() {
        match action {
            UiAction::ToggleHelp => state.help_open = !state.help_open,
            // Help is drawn over the save / open window, so it is the one on top.
            UiAction::CloseTopWindow if state.help_open => state.help_open = false,
            UiAction::CloseTopWindow => files.open = false,
            // The platform's file picker answers these (`crate::files`).
            UiAction::SaveFile | UiAction::OpenFile => {}
        }
    }
}

/// What the interface tells the rest of the game each frame: where the board may draw,
/// whether a text field has the keys, and whether a window is open.
#[derive(SystemParam)]
struct UiOutputs<'w> {
    area: ResMut<'w, BoardArea>,
    keyboard: ResMut<'w, KeyboardTaken>,
    window_open: ResMut<'w, WindowOpen>,
}

fn draw_ui(
    mut contexts: EguiContexts,
    mut ui: UiContext,
    mut features: FeaturePanels,
    mut outputs: UiOutputs,
    win_lines: Query<&WinLineAnimation>,
    touches: Res<Touches>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    ui.state.tap_targets.clear();
    let viewport = ctx.viewport_rect();
    let layout = Layout::for_screen(viewport.width(), viewport.height());
    size_for_input(&ctx, &mut ui, layout, &touches);
    // Widgets write through a bypass; the settings count as changed only if a value did.
    let settings_before = ui.setup.clone();
    let prefs_before = ui.prefs.clone();
    ui.state.layout_narrow = layout == Layout::Narrow;
    let free = panels(&ctx, &mut ui, &mut features, layout);
    // The result goes under the board, never over it: the board makes room for it.
    let over = *ui.screen.get() == Screen::GameOver && ui.session.is_over();
    let (free, banner) = if over {
        // Its buttons are as tall as the spacing makes them (a finger's on a phone).
        let buttons = ctx.global_style().spacing.interact_size.y;
        let (free, banner) = split_for_banner(free, buttons);
        (free, Some(banner))
    } else {
        (free, None)
    };
    if outputs.area.0 != Some(free) {
        outputs.area.0 = Some(free);
    }
    let line_drawn = win_lines.iter().all(WinLineAnimation::is_drawn);
    windows(
        &ctx,
        &mut ui,
        &mut features,
        layout,
        banner.filter(|_| line_drawn),
    );
    outputs.keyboard.0 = ctx.egui_wants_keyboard_input();
    let open = ui.state.help_open || features.files.window.open;
    if outputs.window_open.0 != open {
        outputs.window_open.0 = open;
    }
    if *ui.setup != settings_before {
        ui.setup.set_changed();
    }
    if *ui.prefs != prefs_before {
        ui.prefs.set_changed();
    }
    Ok(())
}

/// Sizes the widgets for a finger or a pointer; once a finger has touched the screen, they
/// stay sized for it.
fn size_for_input(ctx: &egui::Context, ui: &mut UiContext, layout: Layout, touches: &Touches) {
    ui.state.touched |= touches.any_just_pressed() || ui.prefs.touch_seen;
    let spacing = Spacing::for_input(layout, ui.state.touched);
    let finger = spacing == Spacing::Finger;
    if ui.state.finger_spacing != Some(finger) {
        apply_spacing(ctx, spacing);
        ui.state.finger_spacing = Some(finger);
    }
}

/// The side panel on a wide screen, the bar and the sheet of tabs on a narrow one; returns the
/// room they leave for the board.
fn panels(
    ctx: &egui::Context,
    ui: &mut UiContext,
    features: &mut FeaturePanels,
    layout: Layout,
) -> Rect {
    let viewport = ctx.viewport_rect();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    match layout {
        Layout::Wide => {
            let panel_width = egui::Panel::right("side_panel")
                .exact_size(PANEL_WIDTH)
                .resizable(false)
                .show(&mut root, |panel_ui| side_panel(panel_ui, ui, features))
                .response
                .rect
                .width();
            Rect::new(
                viewport.min.x,
                viewport.min.y,
                viewport.max.x - panel_width,
                viewport.max.y,
            )
        }
        Layout::Narrow => {
            let bar = egui::Panel::top("compact_bar")
                .exact_size(BAR_HEIGHT)
                .resizable(false)
                .show(&mut root, |bar_ui| compact_bar(bar_ui, ui))
                .response
                .rect
                .height();
            let sheet_height = Layout::sheet_height(viewport.size(), bar);
            egui::Panel::bottom("tab_sheet")
                .exact_size(sheet_height)
                .resizable(false)
                .show(&mut root, |sheet_ui| sheet(sheet_ui, ui, features));
            Rect::new(
                viewport.min.x,
                viewport.min.y + bar,
                viewport.max.x,
                viewport.max.y - sheet_height,
            )
        }
    }
}

/// `free` split into the board's room and the result's strip under it: its title row and a
/// row of buttons `buttons` tall, with the frame's margins, at most a third of the room.
fn split_for_banner(free: Rect, buttons: f32) -> (Rect, Rect) {
    let height = (BANNER_TITLE_ROW + buttons + BANNER_MARGINS).min(free.height() / 3.0);
    let banner = Rect::new(free.min.x, free.max.y - height, free.max.x, free.max.y);
    (
        Rect::new(free.min.x, free.min.y, free.max.x, banner.min.y),
        banner,
    )
}

/// What is drawn over the board: the new-game menu (its draft dropped once it closes), the
/// result in `banner` when there is one to show, help, and the save / open window.
fn windows(
    ctx: &egui::Context,
    ui: &mut UiContext,
    features: &mut FeaturePanels,
    layout: Layout,
    banner: Option<Rect>,
) {
    if *ui.screen.get() == Screen::Menu {
        new_game_window(ctx, ui, &mut features.puzzles, layout);
    } else {
        ui.state.draft = None;
    }
    if let Some(banner) = banner {
        result_banner(ctx, ui, features, banner);
    }
    help_window(ctx, ui);
    files_window(ctx, ui, &mut features.files);
}

/// The strip under the board that the result takes once a game is over: its parts' heights.
const BANNER_TITLE_ROW: f32 = 36.0;
const BANNER_MARGINS: f32 = 28.0;

/// The result, why the game ended (where the five is, which forbidden move lost, who
/// resigned) and what to do next, in the strip under the board.
fn result_banner(
    ctx: &egui::Context,
    ui: &mut UiContext,
    features: &mut FeaturePanels,
    strip: Rect,
) {
    let Some(outcome) = ui.session.outcome() else {
        return;
    };
    let lang = ui.prefs.language;
    let text = outcome_text(outcome, &ui.setup, ui.prefs.language, &ui.session);
    let reason = outcome_reason(outcome, &ui.session, lang);
    let puzzle_solved = features.puzzles.solved_on_board(&ui.session);
    egui::Area::new("result_banner".into())
        .fixed_pos(egui::pos2(strip.min.x, strip.min.y))
        .show(ctx, |area_ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(25, 25, 30, 240))
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(area_ui, |frame_ui| {
                    let width = (strip.width() - 24.0).max(0.0);
                    frame_ui.set_width(width);
                    frame_ui.set_height((strip.height() - 12.0).max(0.0));
                    frame_ui.horizontal_wrapped(|row| {
                        let title = if puzzle_solved {
                            tr(lang, Msg::PuzzleSolved)
                        } else {
                            text
                        };
                        row.label(
                            egui::RichText::new(title)
                                .size(22.0)
                                .strong()
                                .color(egui::Color32::from_rgb(250, 220, 120)),
                        );
                        row.label(egui::RichText::new(reason).size(16.0));
                    });
                    frame_ui.horizontal_wrapped(|row| {
                        banner_buttons(row, ui, features, puzzle_solved);
                    });
                });
        });
}

/// What to do next: the next puzzle (with the streak) or a new game, undo, and a review.
fn banner_buttons(
    row: &mut egui::Ui,
    ui: &mut UiContext,
    features: &mut FeaturePanels,
    puzzle_solved: bool,
) {
    let lang = ui.prefs.language;
    if puzzle_solved {
        let streak = ui.record.puzzles.streak;
        if streak > 1 {
            row.label(tr_args(lang, Msg::StreakCount, &[("n", Arg::from(streak))]));
        }
        if row.button(tr(lang, Msg::NextPuzzle)).clicked() {
            features.puzzles.commands.write(PuzzleCommand::Next);
        }
    } else if row.button(tr(lang, Msg::NewGame)).clicked() {
        ui.next_screen.set(Screen::Menu);
    }
    if row.button(tr(lang, Msg::Undo)).clicked() {
        ui.commands.write(GameCommand::Undo);
    }
    if !puzzle_solved && row.button(tr(lang, Msg::ReviewTheGame)).clicked() {
        features.review.commands.write(ReviewCommand::Start);
        ui.commands.write(GameCommand::Review);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_result_takes_a_strip_under_the_board_at_most_a_third_of_it() {
        let free = Rect::new(0.0, 0.0, 800.0, 900.0);
        let (board, banner) = split_for_banner(free, 20.0);
        let height = BANNER_TITLE_ROW + 20.0 + BANNER_MARGINS;
        assert_eq!(banner, Rect::new(0.0, 900.0 - height, 800.0, 900.0));
        assert_eq!(board, Rect::new(0.0, 0.0, 800.0, 900.0 - height));
        let short = Rect::new(0.0, 30.0, 400.0, 180.0);
        let (board, banner) = split_for_banner(short, 20.0);
        assert_eq!(banner.height(), 50.0);
        assert_eq!(board.max.y, banner.min.y);
    }
}
