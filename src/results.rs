//! The person's results against the AI, counted per strength and kept with the settings, which
//! *Suggest a level* in the menu reads (`Settings::suggestion`). Only games one person plays
//! against the engine count, each once: taking moves back and finishing again does not count
//! the game a second time; a new game counts anew.

use bevy::prelude::*;

use crate::Frame;
use crate::session::{GameEvent, Session};
use crate::settings::{GameSetup, Mode, PlayerRecord};

/// Whether the game on the board has been counted.
#[derive(Resource, Default)]
struct Counted(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Counted>()
        .add_systems(Update, count_results.in_set(Frame::Record));
}

fn count_results(
    mut events: MessageReader<GameEvent>,
    session: Res<Session>,
    setup: Res<GameSetup>,
    mut record: ResMut<PlayerRecord>,
    mut counted: ResMut<Counted>,
) {
    for event in events.read() {
        match event {
            GameEvent::Ended(outcome) if !counted.0 && setup.mode == Mode::HumanVsAi => {
                counted.0 = true;
                let won = outcome.winner().map(|winner| !setup.ai_plays(winner));
                let strength = setup.strength();
                record.record_result(strength, won);
            }
            GameEvent::Rewound if session.game().total_plies() == 0 => counted.0 = false,
            _ => {}
        }
    }
}
