//! The French text: number typography and journal sentences with their dice.

use fiche_ombre::rules::character::number::Boons;
use fiche_ombre::rules::character::sheet::Sheet;
use fiche_ombre::rules::command::Command;
use fiche_ombre::rules::insanity::madness::MadnessKind;
use fiche_ombre::rules::rolls::dice::ScriptedRoller;
use fiche_ombre::rules::rolls::expression::Amount;
use fiche_ombre::text;
use fiche_ombre::text::journal::describe;

#[test]
fn numbers_use_a_real_minus_sign() {
    assert_eq!(text::signed(3), "+3");
    assert_eq!(text::signed(0), "0");
    assert_eq!(text::signed(-2), "\u{2212}2");
    assert_eq!(text::number(-7), "\u{2212}7");
    assert_eq!(text::duration(367), "1 h 1 min 10 s");
    assert_eq!(text::duration(13), "2 min 10 s");
    assert_eq!(text::duration(0), "0 s");
    assert_eq!(text::journal_time(0), "Début");
    assert_eq!(text::journal_time(6), "1 min");
    assert_eq!(text::fight_round(3), "Round 4 · 30 s");
    assert_eq!(text::sheet_clock(1, 361), "Round 2 · 10 s, en tout 1 h 10 s");
}

#[test]
fn journal_lines_show_every_die() {
    let sheet = Sheet::new();
    let mut roller = ScriptedRoller::new([2, 5, 3, 1]);
    // 1d3 rolls 2; reaching Volonté is not possible from 0 with 2, so: gain,
    // fright; then the Will roll, with the player's désavantage and effrayé's.
    let (sheet, events) = sheet.apply(&Command::GainInsanity(Amount::parse("1d3").unwrap()), &mut roller).unwrap();
    assert_eq!(describe(&events[0]), "Folie +2 (1d3 [2] = 2) : total 2.");
    assert_eq!(describe(&events[1]), "Effrayé pour 2 rounds (gain de Folie).");
    let command = Command::ResistInsanity {
        amount: Amount::fixed(1).unwrap(),
        boons: Boons::new(0).unwrap(),
        banes: Boons::new(1).unwrap(),
    };
    let (_, events) = sheet.apply(&command, &mut roller).unwrap();
    assert_eq!(
        describe(&events[0]),
        "Jet de Volonté contre la folie : d20 [5], modificateur 0, 2 désavantages [3, 1] : \u{2212}3 (1 désavantage : au choix du joueur ; 1 désavantage : effrayé), total 2 contre 10 : échec, la Folie est gagnée."
    );
}

#[test]
fn every_madness_has_french_words() {
    for kind in MadnessKind::TABLE {
        assert!(!text::rules::madness_name(kind).is_empty());
        assert!(text::rules::madness_effect(kind).ends_with('.'));
        assert!(text::rules::madness_ending(kind).ends_with('.'));
    }
    assert_eq!(text::rules::madness_range(MadnessKind::Stupor), "4–5");
}

#[test]
fn each_ending_line_reads_the_rules_ending() {
    use text::rules::madness_ending;
    assert_eq!(madness_ending(MadnessKind::Death), "Jamais ; pas de récupération.");
    assert_eq!(
        madness_ending(MadnessKind::Catatonia),
        "À chaque fin d'heure, 1d6 : 4 ou plus y met fin. À terre reste jusqu'à ce qu'on le retire."
    );
    assert_eq!(madness_ending(MadnessKind::SelfMutilation), "À la fin de la minute suivante.");
    assert_eq!(madness_ending(MadnessKind::Stupor), "À chaque fin de minute, 1d6 : 5 ou plus y met fin.");
    assert_eq!(madness_ending(MadnessKind::Rage), "À chaque fin de round, 1d6 : 4 ou plus y met fin.");
    assert_eq!(madness_ending(MadnessKind::Resolve), "À la fin du round suivant.");
    assert_eq!(madness_ending(MadnessKind::Panic), "À chaque fin de round, 1d6 : 5 ou plus y met fin.");
    assert_eq!(madness_ending(MadnessKind::Epiphany), "Aussitôt.");
}

#[test]
fn explanations_say_where_numbers_come_from() {
    use fiche_ombre::rules::character::defense::Base;
    use fiche_ombre::text::explain;
    assert_eq!(explain::defense_base(Base::Agility(12)), "Base : Agilité 12");
    assert_eq!(explain::defense_addition("Bouclier", 1), "Bouclier : +1");
    assert_eq!(explain::defense_capped(27), "27 → 25, plafond");
    assert_eq!(explain::health_max(11, -2), "Force 11 + bonus \u{2212}2");
    assert_eq!(text::rules::condition_title(fiche_ombre::rules::conditions::ConditionCode::Prone), "À terre");
}

/// The rules page's own words win: its madness names, its "arme de contact".
#[test]
fn the_rules_pages_words_are_used() {
    use fiche_ombre::rules::insanity::madness::MadnessKind;
    use fiche_ombre::text::rules::{madness_effect, madness_name};
    assert_eq!(madness_name(MadnessKind::Stupor), "Stupéfaction");
    assert_eq!(madness_name(MadnessKind::SelfMutilation), "Auto-mutilation");
    assert!(madness_effect(MadnessKind::Rage).contains("armes de contact"));
}

/// The last result's first words: the outcome, then the numbers.
#[test]
fn a_results_headline_says_the_outcome_first() {
    use fiche_ombre::rules::character::attributes::Attribute;
    use fiche_ombre::rules::character::number::Target;
    use fiche_ombre::rules::rolls::roll::RollKind;
    use fiche_ombre::text::journal::headline;
    let sheet = Sheet::new();
    let run = |command: Command, dice: &[u32]| {
        sheet.apply(&command, &mut ScriptedRoller::new(dice.iter().copied())).unwrap().1
    };
    let none = Boons::default();
    let attack = |target| Command::Attack {
        weapon: 0,
        boons: none,
        banes: none,
        target: Some(Target::new(target).unwrap()),
        horrifying: false,
    };
    let armed = sheet.apply(&Command::AddWeapon, &mut ScriptedRoller::new([])).unwrap().0;
    let hit = armed.apply(&attack(13), &mut ScriptedRoller::new([19])).unwrap().1;
    assert_eq!(headline(&hit), Some(("roll", "Réussite — 19 contre 13".to_string())));
    let missed = armed.apply(&attack(13), &mut ScriptedRoller::new([6])).unwrap().1;
    assert_eq!(headline(&missed), Some(("roll", "Raté — 6 contre 13".to_string())));
    // A Terrifiant creature's désavantage is said as the creature's, not the player's.
    let horror = Command::Attack {
        weapon: 0,
        boons: none,
        banes: none,
        target: Some(Target::new(12).unwrap()),
        horrifying: true,
    };
    let feared = armed.apply(&horror, &mut ScriptedRoller::new([15, 4])).unwrap().1;
    let said = fiche_ombre::text::journal::describe(&feared[0]);
    assert!(said.contains("1 désavantage [4] : −4 (1 désavantage : créature terrifiante)"), "{said}");
    let force = run(
        Command::Roll { kind: RollKind::Attribute(Attribute::Strength), boons: none, banes: none, target: None },
        &[9],
    );
    assert_eq!(headline(&force), Some(("roll", "Échec — 9 contre 10".to_string())));
    // Folie up to Volonté: the madness that came up is named in full.
    let mad = run(Command::GainInsanity(Amount::fixed(10).unwrap()), &[12]);
    assert_eq!(headline(&mad), Some(("madness-roll", "Folie : Panique (d20 [12])".to_string())));
}

/// Dice that come to less than 1 take nothing, and say so with a real minus.
#[test]
fn damage_below_1_is_not_the_maximum_reached() {
    use fiche_ombre::rules::rolls::expression::DiceExpr;
    let expr = DiceExpr::new(1, 3, -5).unwrap();
    let sheet = Sheet::new();
    let (_, events) = sheet.apply(&Command::TakeDamage(Amount::Dice(expr)), &mut ScriptedRoller::new([2])).unwrap();
    let line = describe(&events[0]);
    assert!(line.contains("le jet donne \u{2212}3"), "{line}");
    assert!(!line.contains("maximale") && !line.contains("-3"), "{line}");
}

/// The preset's question names every number it changes, and the Folie a
/// lower Volonté brings down (docs/rules.md).
#[test]
fn the_presets_question_names_pouvoir_corruption_and_the_folie_it_lowers() {
    use fiche_ombre::rules::character::attributes::{Attribute, Score};
    use fiche_ombre::rules::character::heritage::Heritage;
    let mut roller = ScriptedRoller::new([]);
    let sheet = Sheet::new();
    let (sheet, _) =
        sheet.apply(&Command::SetAttribute(Attribute::Will, Score::new(12).unwrap()), &mut roller).unwrap();
    let (sheet, _) = sheet.apply(&Command::GainInsanity(Amount::fixed(11).unwrap()), &mut roller).unwrap();
    assert_eq!(sheet.preset_lowers_insanity(Heritage::Clockwork), Some(9));
    assert_eq!(sheet.preset_lowers_insanity(Heritage::Other), None);
    let changes = text::number_changes(&sheet.preset_changes(Heritage::Clockwork));
    assert_eq!(
        changes,
        [
            "Force 10 → 9",
            "Agilité 10 → 8",
            "Intelligence 10 → 9",
            "Volonté 12 → 9",
            "Défense 10 → 13",
            "Vitesse 10 → 8",
            "Folie 11 → 9"
        ]
    );
    let asked = text::confirm_preset("Automate", &changes);
    assert_eq!(asked, format!("Appliquer l'héritage Automate ? Ces nombres changeraient : {}.", changes.join(", ")));
    assert!(text::PRESET_HINT.contains("Pouvoir") && !text::PRESET_HINT.contains("ni à la Folie"));
    // Applied, the preset is one line of the journal naming the same
    // numbers from → to, Folie included, and no line of its own for Folie.
    let (after, events) = sheet.apply(&Command::ApplyPreset(Heritage::Clockwork), &mut roller).unwrap();
    assert_eq!(after.insanity(), 9);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(describe(&events[0]), format!("Héritage de départ : Automate ; {}.", changes.join(", ")));
    let dwarf = text::number_changes(&Sheet::new().preset_changes(Heritage::Dwarf));
    assert_eq!(
        dwarf,
        [
            "Agilité 10 → 9",
            "Bonus de Perception 0 → 1",
            "Bonus de Santé 0 → 4",
            "Défense 10 → 9",
            "Taille 1 → ½",
            "Vitesse 10 → 8"
        ]
    );
    let (_, again) = after.apply(&Command::ApplyPreset(Heritage::Clockwork), &mut roller).unwrap();
    assert_eq!(describe(&again[0]), "Héritage de départ : Automate ; aucun nombre ne change.");
}

/// Avantages and désavantages that cancel are still named, with their reasons.
#[test]
fn cancelling_avantages_are_named() {
    use fiche_ombre::rules::character::attributes::Attribute;
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::rolls::roll::RollKind;
    let mut roller = ScriptedRoller::new([12]);
    let (sheet, _) = Sheet::new()
        .apply(&Command::AddCondition { code: ConditionCode::Frightened, rounds: None }, &mut roller)
        .unwrap();
    let roll = Command::Roll {
        kind: RollKind::Attribute(Attribute::Strength),
        boons: Boons::new(1).unwrap(),
        banes: Boons::new(0).unwrap(),
        target: None,
    };
    let (_, events) = sheet.apply(&roll, &mut roller).unwrap();
    assert_eq!(
        describe(&events[0]),
        "Jet de Force : d20 [12], modificateur 0, avantages et désavantages s'annulent (1 avantage : au choix du joueur ; 1 désavantage : effrayé), total 12 contre 10 : réussite."
    );
}

#[test]
fn time_steps_and_replaced_states_read_as_said_at_the_table() {
    use fiche_ombre::rules::conditions::{Condition, ConditionCode, ConditionSource};
    use fiche_ombre::rules::journal::event::{ConditionEndCause, Event};
    use fiche_ombre::rules::time::clock::Clock;
    let step = |from, to| describe(&Event::TimePassed { from: Clock(from), to: Clock(to) });
    assert_eq!(step(18, 360), "Fin de l'heure : 1 h écoulée.");
    assert_eq!(step(0, 720), "Fin de l'heure : 2 h écoulées.");
    assert_eq!(step(8, 12), "Fin de la minute : 2 min écoulées.");
    assert_eq!(step(1, 6), "Fin de la minute : 1 min écoulée.");
    assert_eq!(step(12, 13), "Fin du round 13.");
    // How an older line, without its button, is read: six rounds to the
    // hour's end are a minute's step, one round to a minute's end a round's.
    assert_eq!(step(354, 360), "Fin de la minute : 1 h écoulée.");
    assert_eq!(step(353, 360), "Fin de l'heure : 1 h écoulée.");
    assert_eq!(step(11, 12), "Fin du round 12.");
    assert_eq!(step(10, 13), "Fin du round 13.");
    // A line says the button that was pressed, even a few rounds before
    // the end of the hour or the minute (an older line guessed it).
    use fiche_ombre::rules::command::Command;
    use fiche_ombre::rules::time::clock::Period;
    let mut sheet = Sheet::new();
    let mut roller = ScriptedRoller::new([]);
    for _ in 0..355 {
        sheet = sheet.apply(&Command::EndOf(Period::Round), &mut roller).unwrap().0;
    }
    let said = |sheet: &Sheet, period| {
        let (_, events) = sheet.apply(&Command::EndOf(period), &mut ScriptedRoller::new([])).unwrap();
        describe(&events[0])
    };
    assert_eq!(said(&sheet, Period::Hour), "Fin de l'heure : 1 h écoulée.");
    assert_eq!(step(355, 360), "Fin de la minute : 1 h écoulée.", "the older line's guess");
    sheet = sheet.apply(&Command::EndOf(Period::Minute), &mut roller).unwrap().0;
    assert_eq!(sheet.clock(), Clock(360));
    for _ in 0..5 {
        sheet = sheet.apply(&Command::EndOf(Period::Round), &mut roller).unwrap().0;
    }
    assert_eq!(said(&sheet, Period::Minute), "Fin de la minute : 1 h 1 min écoulées.");
    assert_eq!(said(&sheet, Period::Round), "Fin du round 366.");
    let frightened =
        Condition { code: ConditionCode::Frightened, rounds_left: Some(9), source: ConditionSource::Insanity };
    let ended = Event::ConditionEnded { condition: frightened, cause: ConditionEndCause::WentMad };
    assert_eq!(describe(&ended), "La folie remplace l'état effrayé.");
}

#[test]
fn a_failed_will_roll_says_the_folie_it_adds() {
    let command = Command::ResistInsanity {
        amount: Amount::fixed(3).unwrap(),
        boons: Boons::new(0).unwrap(),
        banes: Boons::new(0).unwrap(),
    };
    let (_, events) = Sheet::new().apply(&command, &mut ScriptedRoller::new([2])).unwrap();
    let (_, said) = text::journal::headline(&events).unwrap();
    assert_eq!(said, "Échec — 2 contre 10 : +3 de Folie");
}

#[test]
fn many_refused_links_are_counted_then_the_first_few_listed() {
    let few: Vec<String> = (1..=5).map(|n| text::bad_link(n, "illisible")).collect();
    assert_eq!(text::refused_links(few.clone()), few);
    let many: Vec<String> = (1..=19_998).map(|n| text::bad_link(n, "illisible")).collect();
    assert_eq!(
        text::refused_links(many),
        vec![
            "19\u{a0}998 liens refusés ; les 3 premiers :".to_string(),
            "Lien 1 : illisible".to_string(),
            "Lien 2 : illisible".to_string(),
            "Lien 3 : illisible".to_string(),
        ]
    );
}

/// Read aloud by a French player: nothing reads as its opposite, no two
/// sources differ by a capital only, guillemets nest.
#[test]
fn the_french_says_what_happened() {
    use fiche_ombre::rules::journal::event::Event;
    let capped = Event::DamageTaken { requested: 5, applied: 2, roll: None, damage: 10 };
    assert!(describe(&capped).starts_with("Subit 2 dégâts sur 5 demandés (ses dégâts ont atteint sa Santé maximale)"));
    assert_eq!(
        text::confirm_delete("Élise « la Grise »"),
        "Supprimer “Élise « la Grise »” ? Sa fiche et son journal disparaîtront de ce navigateur."
    );
    assert_eq!(text::quoted("Aline"), "« Aline »");
    use fiche_ombre::rules::conditions::ConditionSource;
    let sources = [ConditionSource::Insanity, ConditionSource::Madness, ConditionSource::Manual, ConditionSource::Fear]
        .map(|s| text::rules::source_phrase(s).to_lowercase());
    assert_eq!(sources, ["gain de folie", "crise de folie", "ajouté à la main", "une créature effrayante"]);
    assert!(text::STORAGE_NOT_DURABLE.starts_with("Vos personnages ne sont pas protégés"));
}

/// One "de + name" for the whole interface, elided as French elides it.
#[test]
fn de_before_a_name_is_elided_before_a_vowel() {
    assert_eq!(text::of("Aline"), "d'Aline");
    assert_eq!(text::of("Élise"), "d'Élise");
    assert_eq!(text::of("Hélène"), "d'Hélène");
    assert_eq!(text::of("Bastien"), "de Bastien");
    assert_eq!(text::qr_of("Ewen"), "QR code d'Ewen");
    assert_eq!(text::open_sheet_of("Aline"), "Ouvrir la fiche d'Aline");
    assert_eq!(text::open_sheet_of(""), "Ouvrir la fiche de Sans nom");
    use fiche_ombre::rules::journal::event::Event;
    let nothing = Event::DamageTaken { requested: 0, applied: 0, roll: None, damage: 0 };
    assert_eq!(describe(&nothing), "Ne subit aucun dégât ; total des dégâts : 0.");
}

/// The madness table's names and effects, and each state's effect, as the
/// rules page words them: a changed word fails here.
#[test]
fn madness_and_state_texts_are_pinned() {
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::insanity::madness::MadnessKind;
    use fiche_ombre::text::rules::{condition_effect, madness_effect, madness_name};
    let madnesses: Vec<(&str, &str)> =
        MadnessKind::TABLE.iter().map(|k| (madness_name(*k), madness_effect(*k))).collect();
    assert_eq!(
        madnesses,
        [
            ("Mort", "Le cœur lâche : le personnage meurt."),
            ("Catatonie", "À terre et sans défense."),
            ("Auto-mutilation", "À son prochain tour, utilise une action pour s'arracher les yeux si personne ne l'en empêche : aveugle jusqu'à une guérison magique."),
            ("Stupéfaction", "Stupéfait."),
            ("Malade", "Pris de violentes nausées : hébété."),
            ("Hallucinations", "Utilise une action pour se taillader ou se griffer si personne ne l'en empêche : 1 dégât à chaque fois."),
            ("Violence", "Joue un tour rapide chaque round et utilise une action pour attaquer la créature la plus proche, amie ou ennemie."),
            ("Panique", "Effrayé ; utilise une action pour fuir la source de sa folie au plus vite."),
            ("Confusion", "Hébété."),
            ("Rage", "1 avantage aux jets d'attaque ; les armes de contact infligent +1d6 dégâts."),
            ("Résolution", "1 avantage à chaque jet."),
            ("Épiphanie", "La Folie baisse aussitôt de 1d6 ; désormais, 1 avantage permanent aux jets de Volonté contre la folie."),
        ]
    );
    let states: Vec<&str> = ConditionCode::ALL.iter().map(|c| condition_effect(*c)).collect();
    assert_eq!(
        states,
        [
            "1 désavantage aux jets d'attaque et d'attribut.", // Frightened
            "Ni action ni déplacement ; ses jets d'attribut échouent ; 1 avantage pour l'attaquer.", // Stunned
            "Aucune action.", // Dazed
            "Vitesse 2 au plus ; rien de ce qui demande la vue ; 1 avantage pour l'attaquer.", // Blinded
            "Rampe ou se relève ; 1 désavantage en Force et Agilité ; avantage à qui l'attaque de près, désavantage de loin.", // Prone
            "Défense 5 ; aucune action ; ses jets d'attribut échouent, sauf la Perception.", // Helpless
            "Le personnage est mort.", // Dead
            "Tient la source pour une alliée sûre et ne peut l'attaquer.", // Charmed
            "N'agit que comme la source l'ordonne.", // Compelled
            "Rien de ce qui demande l'ouïe.", // Deafened
            "1 désavantage aux jets d'attaque et d'attribut.", // Diseased
            "1 désavantage aux jets d'attaque et d'attribut.", // Fatigued
            "1 désavantage aux jets d'attaque et d'attribut.", // Impaired
            "1 désavantage aux jets d'attaque et d'attribut.", // Poisoned
            "Ne peut s'éloigner d'un agresseur de sa taille ou plus grand.", // Grabbed
            "Vitesse 0 ; 1 avantage pour l'attaquer.", // Immobilized
            "Tours lents seulement ; Vitesse divisée par deux.", // Slowed
            "Ni action ni déplacement ; ses jets d'attribut échouent.", // Surprised
            "Ni action ni perception ; Défense 5 ; ses jets d'attribut échouent.", // Unconscious
            "À terre et inconscient jusqu'au réveil ; subir des dégâts le réveille.", // Asleep
        ]
    );
    assert_eq!(text::STATE_MAD, "Fou / Folle");
    assert_eq!(
        text::LEVEL_HINT,
        "Voie d'apprenti aux niveaux 1, 2, 5 et 8 ; d'expert aux niveaux 3, 6 et 9 ; de maître aux niveaux 7 et 10."
    );
}

/// A gain cut at Volonté says both numbers; one whose dice came below 1
/// says nothing was gained; a recovery shows its die.
#[test]
fn folie_lines_say_what_was_asked_and_what_came() {
    use fiche_ombre::rules::journal::event::Event;
    let cut = Event::InsanityGained { requested: 3, applied: 1, roll: None, total: 10 };
    assert_eq!(describe(&cut), "Folie +3 demandé, +1 appliqué : total 10.");
    let below = Event::InsanityGained { requested: -3, applied: 0, roll: None, total: 4 };
    assert_eq!(describe(&below), "Folie : le jet donne \u{2212}3, aucune Folie gagnée ; total 4.");
    let recovered = Event::Recovered { die: 3, modifier: 0, reduction: 3, applied: 3, total: 7 };
    assert_eq!(
        describe(&recovered),
        "Récupération : d6 [3], modificateur de Volonté 0, soit 3 ; Folie \u{2212}3 : total 7."
    );
}

#[test]
fn the_gms_fight_speaks_french() {
    use fiche_ombre::rules::fight::attack::{attack, AttackTarget};
    use fiche_ombre::rules::fight::creature::{Against, AttackOption, Field, Refusal};
    use fiche_ombre::rules::fight::fear::{Consequence, Fear, Note};
    use fiche_ombre::rules::rolls::dice::ScriptedRoller;
    use fiche_ombre::rules::rolls::expression::Amount;
    use fiche_ombre::rules::weapons_and_magic::weapons::Range;
    use fiche_ombre::text::fight;
    assert_eq!(
        fight::refusal(Refusal { field: Field::Health, min: 1, max: 1000 }),
        "Santé : un nombre entier de 1 à 1\u{a0}000."
    );
    assert_eq!(
        fight::refusal(Refusal { field: Field::Name, min: 1, max: 80 }),
        "Nom : de 1 à 80 caractères, sans caractère de contrôle."
    );
    assert_eq!(fight::hit_note("Gobelin 2", "Lance", 1), "Gobelin 2 — Lance : 1 dégât");
    assert_eq!(fight::hit_note("Gobelin 2", "Lance", 5), "Gobelin 2 — Lance : 5 dégâts");
    assert_eq!(fight::turn_of("Aline"), "Tour d'Aline");
    assert_eq!(fight::turn_of("Gobelin 1"), "Tour de Gobelin 1");
    assert_eq!(
        fight::fear_note(Note::Roll { creature: "Ogre", fear: Fear::Horrifying }),
        "Jet de Volonté contre Ogre (Terrifiant)"
    );
    let frightened = Consequence::Frightened { die: 2, insanity: 3, rounds: 5 };
    assert_eq!(
        fight::fear_note(Note::Failed { creature: "Ogre", consequence: frightened }),
        "Échec contre Ogre : effrayé pour 1d3 (2) + Folie (3) = 5 rounds"
    );
    let option = AttackOption {
        name: "Lance".into(),
        range: Range::Contact,
        against: Against::Defense,
        modifier: 2,
        boons: 1,
        damage: Amount::Fixed(3),
        effect: String::new(),
    };
    let roll = attack(&option, &Default::default(), &AttackTarget::typed(15), 0, &mut ScriptedRoller::new([11, 4]));
    assert_eq!(
        fight::attack_result(&roll, "Défense", None),
        "Touché — 17 contre Défense 15 (d20 : 11, modificateur +2 ; avantages et désavantages : l'attaque +1, d6 : 4 → +4)"
    );
    assert_eq!(
        fight::attack_result(&roll, "Défense", Some("Aline")),
        "Touché — 17 contre Défense 15 d'Aline (d20 : 11, modificateur +2 ; avantages et désavantages : l'attaque +1, d6 : 4 → +4)"
    );
    // Six goblins' reminder said once, for the six.
    let notes = [("Gobelin 1", "Il recule."), ("Spectre", "Il draine."), ("Gobelin 2", "Il recule.")];
    assert_eq!(fight::reminders(&notes), " Gobelin 1, Gobelin 2 : Il recule. Spectre : Il draine.");
    assert_eq!(fight::round_ended(&fight::reminders(&[])), "Fin du round.");
    // The damage named as such, never read as « Défense 3 ».
    assert_eq!(fight::option_line(&option), "Lance (contact, +2), 1 avantage, contre Défense — dégâts 3");
    let bow = AttackOption {
        name: "Arc".into(),
        range: Range::Distance,
        boons: 2,
        modifier: -1,
        effect: "la cible est à terre".into(),
        ..option
    };
    assert_eq!(
        fight::option_line(&bow),
        "Arc (distance, \u{2212}1), 2 avantages, contre Défense — dégâts 3 ; la cible est à terre"
    );
}

/// A large file's progress, as the page says it while it works.
#[test]
fn a_large_files_progress_is_said_in_characters() {
    assert_eq!(text::reading_file(12, 48), "Lecture du fichier : 12 personnages sur 48…");
    assert_eq!(text::importing(3, 12), "Import en cours : 3 personnages sur 12…");
}

/// A line of every shape the journal writes, from the saved form, as the
/// player reads it.
#[test]
fn every_kind_of_journal_line_reads_as_pinned() {
    let roll = r#"{"expr":{"count":1,"sides":3,"modifier":0},"dice":[2],"total":2}"#;
    let saved = [
        r#"{"InsanityGained":{"requested":5,"applied":3,"roll":null,"total":10}}"#.to_string(),
        format!(r#"{{"InsanityGained":{{"requested":0,"applied":0,"roll":{roll},"total":4}}}}"#),
        format!(r#"{{"InsanityLost":{{"requested":2,"applied":2,"roll":{roll},"cause":"WillLowered","total":1}}}}"#),
        r#"{"ConditionApplied":{"condition":{"code":"Frightened","rounds_left":null,"source":"Manual"},"outcome":"Kept"}}"#.to_string(),
        r#"{"ConditionApplied":{"condition":{"code":"Prone","rounds_left":1,"source":"Madness"},"outcome":"Added"}}"#.to_string(),
        r#"{"ConditionEnded":{"condition":{"code":"Prone","rounds_left":null,"source":"Manual"},"cause":"Woken"}}"#.to_string(),
        r#"{"EndChecked":{"kind":"Panic","check":{"period":"Minute","die":4,"threshold":5,"success":false}}}"#.to_string(),
        r#"{"MadnessEnded":{"kind":"Death","cause":"Manual"}}"#.to_string(),
        r#"{"Recovered":{"die":1,"modifier":-3,"reduction":1,"applied":1,"total":4}}"#.to_string(),
        r#"{"Epiphany":{"die":3,"applied":3,"total":0}}"#.to_string(),
        r#"{"Resisted":{"d20":7,"modifier":-1,"boons":{"net":-1,"dice":[4],"value":-4},"total":2,"success":false,"amount":{"Dice":{"count":1,"sides":3,"modifier":0}}}}"#.to_string(),
        r#"{"Damaged":{"amount":1,"damage":3}}"#.to_string(),
        r#"{"TimePassed":{"from":300,"to":360}}"#.to_string(),
        r#"{"WeaponDamage":{"weapon":"","damage":{"Dice":{"count":2,"sides":6,"modifier":1}},"dice":{"expr":{"count":2,"sides":6,"modifier":1},"dice":[3,5],"total":9},"rage_die":4,"total":13}}"#.to_string(),
        r#"{"TalentUsed":{"name":"Rage","left":0}}"#.to_string(),
        r#"{"TalentUsed":{"name":"","left":null}}"#.to_string(),
        r#"{"DamageTaken":{"requested":12,"applied":8,"roll":null,"damage":10}}"#.to_string(),
        format!(r#"{{"DamageTaken":{{"requested":0,"applied":0,"roll":{roll},"damage":2}}}}"#),
        r#"{"DamageTaken":{"requested":1,"applied":0,"roll":null,"damage":10}}"#.to_string(),
        r#"{"InsanityGained":{"requested":1,"applied":0,"roll":null,"total":10}}"#.to_string(),
        r#"{"Healed":{"requested":5,"applied":1,"roll":null,"damage":0,"cause":"Rest"}}"#.to_string(),
        format!(r#"{{"Healed":{{"requested":2,"applied":0,"roll":{roll},"damage":0,"cause":"Heal"}}}}"#),
    ];
    let read = [
        "Folie +5 demandé, +3 appliqué : total 10.",
        "Folie 0 (1d3 [2] = 2) : total 4.",
        "Folie −2 (1d3 [2] = 2) (Volonté abaissée) : total 1.",
        "Déjà effrayé au moins aussi longtemps : rien ne change.",
        "À terre pour 1 round (crise de folie).",
        "N'est plus à terre : réveillé par les dégâts.",
        "Panique (fin de la minute) : d6 [4], il faut 5 ou plus : la folie continue.",
        "Fin de la folie : Mort (mort retirée à la main, sans récupération).",
        "Récupération : d6 [1], modificateur de Volonté −3, soit 1 (au moins 1) ; Folie −1 : total 4.",
        "Épiphanie : d6 [3], Folie −3 : total 0. Désormais 1 avantage permanent contre la folie.",
        "Jet de Volonté contre la folie : d20 [7], modificateur de Volonté −1, 1 désavantage [4] : −4, total 2 (il faut 10) : raté : +1d3 de Folie.",
        "Se griffe : 1 dégât ; total des dégâts : 3.",
        "Fin de l'heure : 1 h écoulée.",
        "Dégâts de l'arme sans nom : 2d6+1 [3, 5] = 9, Rage d6 [4] ; total 13.",
        "Utilise Rage : plus aucune utilisation avant le prochain repos.",
        "Utilise le talent (à volonté).",
        "Subit 8 dégâts sur 12 demandés (ses dégâts ont atteint sa Santé maximale) ; total des dégâts : 10.",
        "Ne subit aucun dégât (1d3 [2] = 2) ; total des dégâts : 2.",
        "Ne subit aucun dégât sur 1 demandé (ses dégâts ont atteint sa Santé maximale) ; total des dégâts : 10.",
        "Folie +1 demandé, 0 appliqué : total 10.",
        "Repos : taux de guérison (5), sorts et talents rechargés : 1 dégât retiré ; total des dégâts : 0.",
        "Soins : aucun dégât à retirer (1d3 [2] = 2) ; total des dégâts : 0.",
    ];
    assert_eq!(saved.len(), read.len());
    for (json, line) in saved.iter().zip(read) {
        let event: fiche_ombre::rules::journal::event::Event = serde_json::from_str(json).unwrap();
        assert_eq!(describe(&event), line, "{json}");
    }
}

/// A creature card's lines and its steps for the table's `Annuler`.
#[test]
fn a_creature_cards_words() {
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::fight::creature::Model;
    use fiche_ombre::text::fight;
    let mut goblin = Model::new("Gobelin");
    goblin.attributes = [8, 14, 9, 7];
    assert_eq!(fight::creature_attributes(&goblin), "Force 8 · Agilité 14 · Intelligence 9 · Volonté 7");
    assert_eq!(fight::creature_numbers(&goblin), "Perception 10 · Vitesse 10 · Taille 1 · Difficulté 1");
    assert_eq!(fight::damage_step("Gobelin 1", 1), "Gobelin 1 : 1 dégât");
    assert_eq!(fight::damage_step("Gobelin 1", 3), "Gobelin 1 : 3 dégâts");
    assert_eq!(fight::condition_end_step("Gobelin 1", ConditionCode::Slowed), "Gobelin 1 : fin de ralenti");
    assert_eq!(fight::rounds_left(Some(2)), " (2 rounds)");
    assert_eq!(fight::rounds_left(Some(1)), " (1 round)");
    assert_eq!(fight::rounds_left(None), "");
    assert_eq!(fight::added(1, "Spectre"), "Spectre entre dans le combat");
    assert_eq!(fight::added(2, "Spectre"), "2 Spectres entrent dans le combat");
    assert_eq!(fight::added(3, "Garde du corps"), "3 Gardes du corps entrent dans le combat");
    assert_eq!(fight::added(2, "Bras"), "2 Bras entrent dans le combat");
}

#[test]
fn a_files_bestiary_and_fight_are_named_in_its_preview() {
    use text::fight::file_table_preview;
    assert_eq!(
        file_table_preview(1, Some(Ok(2))).as_deref(),
        Some("Ce fichier apporte aussi 1 modèle pour le bestiaire et un combat de 2 créatures, repris avec « Importer ».")
    );
    assert_eq!(
        file_table_preview(3, None).as_deref(),
        Some("Ce fichier apporte aussi 3 modèles pour le bestiaire, repris avec « Importer ».")
    );
    assert_eq!(
        file_table_preview(0, Some(Err("Le combat du fichier n'est pas repris : il n'est pas lisible.".into())))
            .as_deref(),
        Some("Le combat du fichier n'est pas repris : il n'est pas lisible.")
    );
    assert_eq!(file_table_preview(0, Some(Ok(0))), None);
}

#[test]
fn a_foundry_characters_biography_wealth_and_weapon_without_attribute_are_worded() {
    use fiche_ombre::save::foundry::{Brought, Difference};
    use fiche_ombre::text::foundry::{brought, difference};
    assert_eq!(brought(&Brought::Notes(1234)), "notes : la biographie (1\u{a0}234 caractères)");
    assert_eq!(brought(&Brought::Wealth("GC 2".into())), "richesse : GC 2");
    // A shield's bonus reads « Défense +1 »; a key Foundry alone knows is never shown raw.
    use fiche_ombre::save::foundry_effects::{Applied, Mode, Skipped, Target};
    let shield = Applied { target: Target::ArmorDefense, mode: Mode::Add, value: 1.0, text: "1".into() };
    assert_eq!(brought(&Brought::Effect { name: "Bouclier".into(), changes: vec![shield] }), "Bouclier : Défense +1");
    let odd = fiche_ombre::save::foundry::LeftOut::Effect {
        name: "Bizarre".into(),
        why: Skipped::NoPlace(vec!["system.maluses.halfSpeed".into(), "system.flags.whatever".into()]),
    };
    assert_eq!(
        fiche_ombre::text::foundry::left_out(&odd),
        "Bizarre : Vitesse divisée par deux, un réglage de Foundry (pas de place sur cette fiche)"
    );
    use fiche_ombre::rules::conditions::ConditionCode;
    assert_eq!(
        brought(&Brought::States(vec![ConditionCode::Helpless, ConditionCode::Slowed])),
        "états : sans défense, ralenti"
    );
    assert_eq!(
        fiche_ombre::text::foundry::left_out(&fiche_ombre::save::foundry::LeftOut::Affliction("Terrifié".into())),
        "affliction « Terrifié » : la fiche n'a pas cet état"
    );
    assert_eq!(
        difference(&Difference::WeaponNoAttribute { weapon: "Bâton".into() }),
        "Bâton : attaque sans attribut dans Foundry, avec la Force ici"
    );
}

/// The fight's sentences no other test read (issue 60, item 8), read aloud.
#[test]
fn the_fights_steps_and_turns_are_worded() {
    use fiche_ombre::rules::conditions::ConditionCode;
    use fiche_ombre::rules::fight::creature::Standing;
    use fiche_ombre::rules::fight::turns::Speed;
    use fiche_ombre::text::fight::*;
    assert_eq!(removal_step("Aline"), "le retrait d'Aline");
    assert_eq!(copy_step("Gobelin 1"), "la copie de Gobelin 1");
    assert_eq!(move_step("Élise"), "le déplacement d'Élise");
    assert_eq!(turn_passed("Horreur 2"), "le tour d'Horreur 2");
    // A creature's states are the rules page's words, as a character's are.
    assert_eq!(healed_step("Gobelin 1", 3), "Gobelin 1 : 3 dégâts soignés");
    assert_eq!(healed_step("Horreur 1", 1), "Horreur 1 : 1 dégât soigné");
    assert_eq!(dead_step("Gobelin 1"), "Gobelin 1 : mort");
    assert_eq!(unconscious_step("Bandit"), "Bandit : inconscient");
    assert_eq!(
        [Standing::Injured, Standing::Incapacitated, Standing::Unconscious, Standing::Dead].map(standing),
        ["blessé", "hors de combat", "inconscient", "mort"]
    );
    assert_eq!(condition_step("Gobelin 1", ConditionCode::Prone), "Gobelin 1 : à terre");
    assert_eq!(changed("Ogre"), "Ogre : caractéristiques modifiées");
    assert_eq!((move_up("Ogre"), move_down("Ogre")), ("Monter Ogre".to_string(), "Descendre Ogre".to_string()));
    assert_eq!(inflict_on("Aline"), "Infliger à Aline");
    assert_eq!(inflicted_on("Aline"), "Infligé à Aline.");
    assert_eq!(damage_result("Lance", "1d6", 4), "Dégâts (Lance, 1d6) : 4");
    assert_eq!(played("Aline"), "Aline a joué.");
    assert_eq!(played_and_round_ended("Horreur 2", ""), "Horreur 2 a joué ; fin du round.");
    use fiche_ombre::rules::fight::turns::Group;
    assert_eq!(
        [Group::FastCharacters, Group::FastCreatures, Group::SlowCharacters, Group::SlowCreatures].map(group_passed),
        [
            "les tours des personnages rapides",
            "les tours des créatures rapides",
            "les tours des personnages lents",
            "les tours des créatures lentes"
        ]
    );
    assert_eq!(group_played(Group::SlowCharacters), "Les personnages lents ont joué.");
    assert_eq!(
        group_played_and_round_ended(Group::SlowCreatures, " Gobelin 1 : À la fin du round, il fuit."),
        "Les créatures lentes ont joué ; fin du round. Gobelin 1 : À la fin du round, il fuit."
    );
    assert_eq!((speed(Speed::Fast), speed(Speed::Slow)), ("Rapide", "Lent"));
    // Rolled in the first round (none had ended), as the turn bar counts it.
    assert_eq!((rolled_in_round(0), rolled_in_round(2)), ("Round 1 : ".to_string(), "Round 3 : ".to_string()));
    assert_eq!(
        fear_pending("Spectre", &["Aline".into()]),
        "Spectre entre dans le combat : Aline n'a pas encore fait son jet de Volonté."
    );
    assert_eq!(
        fear_pending("Spectre", &["Aline".into(), "Bastien".into()]),
        "Spectre entre dans le combat : Aline, Bastien n'ont pas encore fait leur jet de Volonté."
    );
    assert_eq!(resist_against("Spectre"), "Jet de Volonté contre Spectre");
    assert_eq!(
        undone_fight_kept("Annulé : Gobelin 1 : 2 dégâts."),
        "Annulé : Gobelin 1 : 2 dégâts. Le combat, modifié depuis dans un autre onglet, reste tel quel."
    );
}

#[test]
fn the_live_tables_status_says_how_many_actions_wait_in_full_and_in_the_strip() {
    let status = text::live::status;
    assert_eq!(status("connected", 0), "En direct : tout est partagé.");
    assert_eq!(status("offline", 0), "Hors ligne : rien en attente. Tout se remettra en place au retour du relais.");
    assert_eq!(status("offline", 1), "Hors ligne : 1 action en attente, envoyée au retour du relais.");
    assert_eq!(status("offline", 3), "Hors ligne : 3 actions en attente, envoyées au retour du relais.");
    let strip = text::live::strip;
    assert_eq!(strip("connected", 2), "En direct");
    assert_eq!(strip("connecting", 0), "Connexion au relais…");
    assert_eq!(strip("offline", 0), "Hors ligne");
    assert_eq!(strip("offline", 3), "Hors ligne : 3 en attente");
}
