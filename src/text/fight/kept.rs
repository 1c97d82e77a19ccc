//! What the table says about keeping the fight and the bestiary: storage
//! full, another tab's step, a stored fight that cannot be taken.

use super::refused::fight_error;
use crate::rules::fight::check::FightError;

/// Where the unreadable fight went, when it could be set aside.
fn set_aside(aside: bool) -> &'static str {
    if aside {
        " Il est mis de côté dans ce navigateur, rien n'est effacé."
    } else {
        ""
    }
}

/// The fight in storage, unreadable (damaged).
pub fn stored_fight_unreadable(aside: bool) -> String {
    format!("Le combat enregistré n'a pas pu être lu : la table commence sans créature.{}", set_aside(aside))
}

/// The fight in storage, written by a newer version of the app.
pub fn stored_fight_newer(aside: bool) -> String {
    format!(
        "Le combat enregistré vient d'une version plus récente de Fiche d'Ombre : rechargez la page pour la prendre. \
         La table commence sans créature.{}",
        set_aside(aside)
    )
}

/// The fight in storage refused: the table starts without it.
pub fn stored_fight_refused(error: FightError, aside: bool) -> String {
    format!(
        "Le combat enregistré n'a pas pu être repris ({}) : la table commence sans créature.{}",
        fight_error(error),
        set_aside(aside)
    )
}

/// The bestiary in storage, unreadable: set aside before the next change.
pub fn stored_bestiary_unreadable(aside: bool) -> String {
    format!("Le bestiaire enregistré n'a pas pu être lu : il repart vide.{}", set_aside(aside))
}

/// A step made on a fight another tab had just changed: not made.
pub const FIGHT_CHANGED_ELSEWHERE: &str = "Un autre onglet venait de modifier le combat : votre action n'est pas \
     faite. Le combat à jour est affiché ; refaites-la si elle manque.";

/// Another tab's step replaced one of this tab's (made in the same
/// instant, or while storage was full here).
pub const FIGHT_REPLACED_ELSEWHERE: &str = "Le combat a été modifié au même moment dans un autre onglet : c'est sa \
     version qui est gardée et affichée ici. Refaites votre dernière action sur le combat si elle manque.";

/// Another tab wrote the fight in the same instant as this one: this tab's
/// steps were made again on that tab's fight.
pub const FIGHT_MERGED: &str = "Le combat a été modifié au même moment dans un autre onglet : vos actions ont \
     été refaites sur sa version, rien n'est perdu.";

/// `Annuler` of a step whose fight another tab changed since.
pub fn undone_fight_kept(said: &str) -> String {
    format!("{said} Le combat, modifié depuis dans un autre onglet, reste tel quel.")
}

/// The banner while storage refuses the fight or the bestiary.
pub fn waiting(fight: bool, bestiary: bool) -> String {
    let what = match (fight, bestiary) {
        (true, true) => "le combat et le bestiaire ne sont pas enregistrés",
        (true, false) => "le combat n'est pas enregistré",
        _ => "le bestiaire n'est pas enregistré",
    };
    format!(
        "La mémoire de ce navigateur est pleine : {what}. Rien n'est perdu tant que cette page est ouverte ; \
         exportez tout, ou faites de la place : tout sera enregistré dès que possible."
    )
}
