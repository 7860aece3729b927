//! The narrow layout's parts (see `layout`): the compact bar over the board, with whose turn it
//! is and the controls a game needs most, and the sheet under it, whose tabs hold what the
//! side panel shows on a wide screen.

use bevy::ecs::change_detection::DetectChangesMut;
use bevy_egui::egui;

use super::analysis_panel::analysis;
use super::panel::{
    FeaturePanels, language_menu, main_controls, more_controls, move_list, opening_and_puzzle,
    view_options,
};
use super::status::status;
use super::value_graph::value_graph;
use crate::editor::editor_panel;
use crate::i18n::{Msg, tr};
use crate::review::{review_active, review_block, review_start, review_symbols};
use crate::screens::Screen;
use crate::ui_kit::{SheetTab, UiContext};

/// The bar over the board: the main controls and the language switch, then the status (its
/// first lines: the bar keeps one height, so the board never moves when a notice comes or goes).
pub fn compact_bar(ui: &mut egui::Ui, cx: &mut UiContext) {
    ui.add_space(4.0);
    // The language menu at the right edge, always in view; the controls fill what is left, and
    // a label the language cannot shorten enough ends in "…" rather than pushing it off screen.
    ui.horizontal(|row| {
        row.with_layout(egui::Layout::right_to_left(egui::Align::Center), |right| {
            language_menu(
                right,
                cx.prefs.bypass_change_detection(),
                &mut cx.state,
                true,
            );
            right.with_layout(egui::Layout::left_to_right(egui::Align::Center), |left| {
                left.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
                main_controls(left, cx, true);
            });
        });
    });
    status(ui, cx, true);
}

/// The tab's name for the page's list of controls (see `UiState::tap_targets`).
fn tab_target(tab: SheetTab) -> &'static str {
    match tab {
        SheetTab::Game => "tab_game",
        SheetTab::Moves => "tab_moves",
        SheetTab::Analysis => "tab_analysis",
        SheetTab::Review => "tab_review",
        SheetTab::View => "tab_view",
    }
}

fn tab_name(tab: SheetTab) -> Msg {
    match tab {
        SheetTab::Game => Msg::Game,
        SheetTab::Moves => Msg::Moves,
        SheetTab::Analysis => Msg::Analysis,
        SheetTab::Review => Msg::Review,
        SheetTab::View => Msg::View,
    }
}

/// The sheet under the board: a row of tabs and the chosen tab's content, scrolling. The
/// position editor takes the whole sheet while it is open.
pub fn sheet(ui: &mut egui::Ui, cx: &mut UiContext, features: &mut FeaturePanels) {
    let lang = cx.prefs.language;
    if *cx.screen.get() == Screen::Edit {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |scroll| editor_panel(scroll, cx, &mut features.editor));
        return;
    }
    ui.add_space(4.0);
    ui.horizontal_wrapped(|row| {
        for tab in SheetTab::ALL {
            let chosen = cx.state.sheet_tab == tab;
            let label = row.selectable_label(chosen, tr(lang, tab_name(tab)));
            cx.state.tap_targets.push((tab_target(tab), label.rect));
            if label.clicked() {
                cx.state.sheet_tab = tab;
            }
        }
    });
    ui.separator();
    let symbols = review_symbols(cx, &features.review);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |scroll| match cx.state.sheet_tab {
            SheetTab::Game => game_tab(scroll, cx, features),
            SheetTab::Moves => move_list(scroll, cx, &symbols),
            SheetTab::Analysis => analysis(scroll, cx),
            SheetTab::Review => {
                if review_active(cx, &features.review) {
                    review_block(scroll, cx, &mut features.review);
                } else {
                    review_start(scroll, cx, &mut features.review);
                }
            }
            SheetTab::View => view_options(scroll, cx),
        });
}

fn game_tab(ui: &mut egui::Ui, cx: &mut UiContext, features: &mut FeaturePanels) {
    opening_and_puzzle(ui, cx, features);
    ui.horizontal_wrapped(|row| more_controls(row, cx, features));
    ui.separator();
    value_graph(ui, cx);
}
