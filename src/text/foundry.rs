//! The words of a Foundry VTT import: what came over, what did not, which
//! numbers our rules compute differently, and why a file was refused.

use crate::save::field::FieldProblem;
use crate::save::foundry::{Brought, Difference, FoundryError, LeftOut};
use crate::save::foundry_effects::{Applied, Mode, Skipped, Target};
use crate::text::attribute_name;

use super::errors::{field_problem, grouped, sheet_error};

pub const FROM_FOUNDRY: &str = "Personnage de Foundry VTT (système demonlord)";
pub const BROUGHT: &str = "Repris :";
pub const LEFT_OUT: &str = "Non repris :";
pub const DIFFERENCES: &str = "Calculé autrement ici :";

/// "Personnage de Foundry VTT (système demonlord 6.1.0)".
pub fn origin(version: Option<&str>) -> String {
    match version {
        Some(v) => format!("Personnage de Foundry VTT (système demonlord {v})"),
        None => FROM_FOUNDRY.to_string(),
    }
}

pub fn brought(item: &Brought) -> String {
    let list = |what: &str, names: &[String]| format!("{what} : {}", names.join(", "));
    match item {
        Brought::Numbers => {
            "attributs, Perception, Folie, dégâts, Niveau, Pouvoir, Corruption, Taille et Vitesse".to_string()
        }
        Brought::Ancestry(name) => format!("héritage : {name}"),
        Brought::Paths(names) => list("voies", names),
        Brought::Weapons(names) => list("armes", names),
        Brought::Talents(names) => list("talents (avec leurs utilisations)", names),
        Brought::Spells(names) => list("sorts (avec leurs lancements)", names),
        Brought::Languages(names) => list("langues", names),
        Brought::Professions(names) => list("professions", names),
        Brought::States(codes) => {
            let names: Vec<String> = codes.iter().map(|c| crate::text::rules::condition_name(*c).to_string()).collect();
            list("états", &names)
        }
        Brought::Notes(chars) => format!("notes : la biographie ({} caractères)", grouped(*chars)),
        Brought::Wealth(text) => format!("richesse : {text}"),
        Brought::Effect { name, changes } => {
            format!("{name} : {}", changes.iter().map(change).collect::<Vec<_>>().join(", "))
        }
    }
}

fn target(target: Target) -> &'static str {
    match target {
        Target::Attribute(a) => attribute_name(a),
        Target::Perception => "Perception",
        Target::Health => "Santé",
        Target::Defense => "Défense",
        Target::Power => "Pouvoir",
        Target::Speed => "Vitesse",
        Target::Size => "Taille",
        Target::ArmorFixed => "Défense de l'armure",
        Target::ArmorAgility => "Défense (Agilité)",
        Target::ArmorDefense => "Défense",
    }
}

/// « Santé +4 », « Vitesse 8 », « Taille 1/2 », « Défense de l'armure 15 au moins ».
fn change(applied: &Applied) -> String {
    let number = |v: f64| if v.fract() == 0.0 { format!("{}", v as i64) } else { format!("{v}") };
    let signed = |v: f64| if v < 0.0 { format!("\u{2212}{}", number(-v)) } else { format!("+{}", number(v)) };
    let value = if applied.target == Target::Size { applied.text.clone() } else { number(applied.value) };
    let name = target(applied.target);
    match applied.mode {
        Mode::Add => format!("{name} {}", signed(applied.value)),
        Mode::Override => format!("{name} {value}"),
        Mode::Multiply => format!("{name} × {value}"),
        Mode::Upgrade => format!("{name} {value} au moins"),
        Mode::Downgrade => format!("{name} {value} au plus"),
    }
}

/// What a Foundry key means, when it is one the demonlord system writes.
fn key_meaning(key: &str) -> String {
    let attribute = |code: &str| match code {
        "strength" => "Force",
        "agility" => "Agilité",
        "intellect" => "Intelligence",
        "will" => "Volonté",
        "perception" => "Perception",
        "all" => "tous",
        _ => "",
    };
    let last = key.rsplit('.').next().unwrap_or_default();
    if key.contains("healingrate") {
        "taux de guérison".to_string()
    } else if key.ends_with(".immune") {
        "immunité".to_string()
    } else if key.contains("bonuses.attack.boons") {
        format!("avantages aux attaques ({})", attribute(last))
    } else if key.contains("bonuses.challenge.boons") {
        format!("avantages aux jets ({})", attribute(last))
    } else if key.contains("bonuses.defense.boons") {
        "avantages contre les attaques".to_string()
    } else if key.contains("bonuses.attack.damage") || key.contains("plus20Damage") {
        "dégâts en plus aux attaques".to_string()
    } else if key.contains("maluses.halfSpeed") {
        "Vitesse divisée par deux".to_string()
    } else if key.contains("maluses.noFastTurn") {
        "pas de tour rapide".to_string()
    } else if key.contains("maluses.autoFail") {
        "échec automatique".to_string()
    } else {
        // Never Foundry's own key: the player reads French.
        "un réglage de Foundry".to_string()
    }
}

pub fn left_out(item: &LeftOut) -> String {
    match item {
        LeftOut::Effect { name, why: Skipped::Disabled } => format!("{name} (désactivé dans Foundry)"),
        LeftOut::Effect { name, why: Skipped::LevelNotReached(level) } => {
            format!("{name} (niveau {level} pas encore atteint)")
        }
        LeftOut::Effect { name, why: Skipped::NoPlace(keys) } => {
            let meanings: Vec<String> = keys.iter().map(|k| key_meaning(k)).collect();
            format!("{name} : {} (pas de place sur cette fiche)", meanings.join(", "))
        }
        LeftOut::Items { kind, count } => format!("{} : {count}", item_kind(kind)),
        LeftOut::OtherKinds { kinds, count } => {
            let items = if *count == 1 { "1 objet".to_string() } else { format!("{} objets", grouped(*count)) };
            let kinds = if *kinds == 1 {
                "d'une autre sorte".to_string()
            } else {
                format!("de {} autres sortes", grouped(*kinds))
            };
            format!("{items} {kinds}")
        }
        LeftOut::TooMany { kind, count } => {
            format!("{count} {} de plus que la fiche n'en tient", item_kind(kind).to_lowercase())
        }
        LeftOut::Descriptions => "les descriptions des objets (texte mis en forme)".to_string(),
        LeftOut::LegendaryPath(name) => {
            format!("voie légendaire : {name} (la fiche a des places pour les voies de novice, d'expert et de maître)")
        }
        LeftOut::Affliction(name) => format!("affliction « {name} » : la fiche n'a pas cet état"),
        LeftOut::SpellAttack(name) => {
            format!("sort « {name} » : son jet d'attaque et ses dégâts (les sorts de la fiche n'en ont pas)")
        }
    }
}

pub fn difference(item: &Difference) -> String {
    match item {
        Difference::ArmourWorn { name, worn, applied } => format!(
            "{name} : {} dans Foundry, mais son effet y est {} : {} comme Foundry le fait",
            if *worn { "portée" } else { "pas portée" },
            if *applied { "actif" } else { "désactivé" },
            if *applied { "appliquée" } else { "non appliquée" },
        ),
        Difference::EffectLevel { name, required, level, disabled: true } => {
            format!("{name} : niveau {required} requis, le personnage est niveau {level}, mais l'effet est désactivé dans le fichier : non appliqué")
        }
        Difference::EffectLevel { name, required, level, disabled: false } => {
            format!("{name} : niveau {required} requis, le personnage n'est que niveau {level}, mais l'effet est actif dans le fichier : appliqué comme Foundry le fait")
        }
        Difference::Insanity { foundry, here } => {
            format!("Folie : {foundry} dans Foundry, ramenée à {here} (elle ne dépasse pas la Volonté)")
        }
        Difference::Damage { foundry, here } => {
            format!("dégâts : {foundry} dans Foundry, ramenés à {here} (le plus que la fiche tienne)")
        }
        Difference::Perception { foundry, here } => {
            format!("Perception : {foundry} dans Foundry, {here} ici (elle ne descend pas sous l'Intelligence)")
        }
        Difference::WeaponAttribute { weapon, attribute } => {
            format!("{weapon} : attaque avec « {attribute} » dans Foundry, avec la Force ici")
        }
        Difference::WeaponNoAttribute { weapon } => {
            format!("{weapon} : attaque sans attribut dans Foundry, avec la Force ici")
        }
        Difference::WeaponDamage { weapon, damage } => {
            format!("{weapon} : dégâts « {damage} » illisibles ici, 1 à la place (à corriger dans Fiche)")
        }
        Difference::UnknownVersion(v) => {
            format!("version {v} du système demonlord, pas encore essayée ici : vérifiez la fiche après l'import")
        }
        Difference::TextCut { text, foundry, here } => {
            format!("{} : {foundry} caractères dans Foundry, coupé aux {here} premiers ici", super::profile_text(*text))
        }
    }
}

/// Foundry's item types, in the French of the sheet.
fn item_kind(kind: &str) -> String {
    match kind {
        "weapon" => "Armes",
        "talent" => "Talents",
        "spell" => "Sorts",
        "armor" => "Armures",
        "item" => "Objets",
        "ammo" => "Munitions",
        "relic" => "Reliques",
        "feature" => "Capacités",
        "specialaction" => "Actions spéciales",
        "endoftheround" => "Effets de fin de round",
        "creaturerole" => "Rôles de créature",
        "" => "Objets sans type",
        other => return format!("Objets « {other} »"),
    }
    .to_string()
}

pub fn error(error: &FoundryError) -> String {
    let why = match error {
        FoundryError::NotFoundry => "ce n'est pas un personnage exporté de Foundry VTT (système demonlord)".to_string(),
        FoundryError::BeforeFoundry10 => "il vient d'une version de Foundry VTT antérieure à la 10, dont le format \
             n'est pas lu ici : ouvrez le personnage dans Foundry VTT 10 ou plus récent et exportez-le de nouveau \
             (clic droit sur l'acteur, « Exporter les données »)"
            .to_string(),
        FoundryError::NotACharacter(kind) => {
            format!("c'est un acteur Foundry de type « {kind} », pas un personnage (type « character »)")
        }
        FoundryError::Field { path, problem } => match problem {
            FieldProblem::TooHigh(max) if path == "name" || path.ends_with(".name") => {
                format!("{path} : nom trop long ({max} caractères au plus)")
            }
            _ => format!("{path} : {}", field_problem(problem)),
        },
        FoundryError::Invalid(e) => sheet_error(*e),
        FoundryError::TooManyEffects(count) => {
            format!(
                "il porte {} effets, {} au plus",
                grouped(*count),
                grouped(crate::save::foundry_effects::MAX_EFFECTS)
            )
        }
        FoundryError::TooManyChanges(count) => format!(
            "ses effets portent {} modifications, {} au plus",
            grouped(*count),
            grouped(crate::save::foundry_effects::MAX_CHANGES)
        ),
    };
    format!("Ce fichier Foundry ne peut pas être importé : {why}. Rien n'a été modifié.")
}

pub const EXPORT_FOUNDRY: &str = "Exporter pour Foundry";

/// Said once the Foundry file is written.
pub fn exported_for_foundry(file: &str) -> String {
    format!(
        "Fichier pour Foundry VTT enregistré : {file}. Dans Foundry, clic droit sur un personnage, « Import Data » : \
         ce personnage est remplacé par celui du fichier (créez-en d'abord un vide pour ne rien perdre). \
         Restent ici seulement : le journal, la folie en cours, la durée des états et l'avantage d'Épiphanie."
    )
}
