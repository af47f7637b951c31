#!/usr/bin/env bash
# Makes the bundled campaign of Henry V's campaign of 1415, from the siege of Harfleur (18 August)
# and the march from 8 October to Agincourt (25 October), with seneschal-cli:
# data/scenarios/agincourt-1415.xml. The places' real positions are
# data/geography/agincourt-1415-coordinates.csv; the orders of battle and their sources are
# docs/campaigns/agincourt-1415.md. Needs GMT and GSHHG (scripts/make-geography.sh).
#
#   scripts/campaigns/make-agincourt-1415.sh
set -euo pipefail
id=agincourt-1415
box=-0.15/3.25/49.25/51.1    # W/E/S/N: the Seine estuary to Calais, the Channel to the upper Somme
width=1000
height=850
source "$(dirname "${BASH_SOURCE[0]}")/campaign-tools.sh"

begin "The Agincourt campaign, 1415" 1415-08-18
side england "Kingdom of England" "#b22234" 40000
side france "Kingdom of France" "#1f3a93" 60000
places

# Roads, tracks and river crossings; days proposed from the distance at strategy.xml's rates.
route chef-de-caux harfleur
route chef-de-caux montivilliers track
route harfleur montivilliers
route montivilliers fecamp
route harfleur lillebonne
route lillebonne caudebec
route caudebec rouen
route fecamp arques
route arques dieppe
route rouen arques
route rouen neufchatel
route neufchatel eu
route neufchatel abbeville
route neufchatel amiens
route arques eu
route dieppe eu
route eu blanchetaque track
route eu abbeville
route blanchetaque abbeville track
route blanchetaque montreuil river-crossing      # the Somme at the ford
route abbeville montreuil river-crossing         # the Somme in the town
route abbeville hesdin river-crossing
route abbeville pont-remy
route abbeville airaines
route pont-remy airaines
route pont-remy doullens river-crossing          # the Somme
route airaines picquigny
route picquigny amiens
route picquigny doullens river-crossing          # the Somme
route amiens boves
route amiens doullens river-crossing             # the Somme
route amiens corbie river-crossing               # the Somme
route boves corbie river-crossing                # the Somme
route boves nesle
route corbie albert
route corbie peronne
route nesle bethencourt
route bethencourt athies river-crossing          # the Somme by the two causeways
route athies peronne
route peronne bapaume
route athies albert
route albert acheux
route albert bapaume
route acheux doullens
route doullens frevent
route frevent blangy track
route frevent saint-pol
route frevent hesdin
route bapaume saint-pol
route saint-pol blangy
route saint-pol agincourt track
route blangy agincourt river-crossing            # the Ternoise at Blangy
route agincourt hesdin
route hesdin montreuil
route montreuil boulogne
route agincourt guines
route boulogne guines
route boulogne calais
route guines calais

# --- Henry V's army at the landing: Curry's c. 11,000-12,000 men on the pay rolls (some 2,500
# men-at-arms, 8,000 archers), in the three battles he marched in, the archers in battals of
# their own (GA-BATTAL-COMP).
leader england "Henry V" king 5 bold
army england "The King's army" chef-de-caux "Henry V"
leader england "Edward, Duke of York" duke 4 bold
leader england "Thomas Montagu, Earl of Salisbury" earl 4 bold
leader england "Humphrey, Duke of Gloucester" duke 3 bold
leader england "Sir Thomas Erpingham" knight 4 steady
leader england "Thomas, Duke of Clarence" duke 4 rash
leader england "John Holland, Earl of Huntingdon" earl 3 bold
battal "The King's army" "The vanguard" "Edward, Duke of York" attack
battal "The King's army" "The vanguard's archers" "Thomas Montagu, Earl of Salisbury" skirmish
battal "The King's army" "The King's battle" "Humphrey, Duke of Gloucester" hold
battal "The King's army" "The King's archers" "Sir Thomas Erpingham" skirmish
battal "The King's army" "The rearguard" "Thomas, Duke of Clarence" defend
battal "The King's army" "The rearguard's archers" "John Holland, Earl of Huntingdon" skirmish
unit "The vanguard" "York's men-at-arms" dismounted-men-at-arms B 400 england "Sir John Cornewall" knight 4 bold
unit "The vanguard" "Oxford's and Suffolk's men-at-arms" dismounted-men-at-arms B 200 england "Michael de la Pole, Earl of Suffolk" earl 3 steady
unit "The vanguard's archers" "Archers of the vanguard" longbowmen B 2000 england "John Greyndore" captain 3 steady
unit "The King's battle" "King's household men-at-arms" dismounted-men-at-arms A 600 england "Sir Walter Hungerford" knight 4 steady
unit "The King's battle" "Gloucester's men-at-arms" dismounted-men-at-arms B 200 england "Sir Gilbert Umfraville" knight 4 bold
unit "The King's archers" "King's archers" longbowmen A 2000 england "William Hargrove" captain 3 steady
unit "The King's archers" "Archers of Lancashire and Cheshire" longbowmen B 1500 england "Sir James Harrington" knight 3 steady
unit "The rearguard" "Clarence's men-at-arms" dismounted-men-at-arms B 600 england "Thomas, Lord Camoys" baron 4 steady
unit "The rearguard" "Earl Marshal's men-at-arms" dismounted-men-at-arms B 300 england "John Mowbray, Earl Marshal" earl 3 steady
unit "The rearguard" "Dorset's men-at-arms" dismounted-men-at-arms B 300 england "Thomas Beaufort, Earl of Dorset" earl 4 cautious
unit "The rearguard's archers" "Archers of the rearguard" longbowmen B 2500 england "Henry Blackwell" captain 3 steady

# --- Calais, England's since 1347: Henry's goal.
leader england "William, Lord Bardolf" baron 3 steady
army england "Garrison of Calais" calais "William, Lord Bardolf"
leader england "Sir Richard Aston" knight 3 steady
leader england "Sir Piers Halliwell" knight 2 steady
battal "Garrison of Calais" "Men-at-arms of the garrison" "Sir Richard Aston" defend
battal "Garrison of Calais" "Archers of the garrison" "Sir Piers Halliwell" defend
unit "Men-at-arms of the garrison" "Men-at-arms of Calais" dismounted-men-at-arms B 120 england "Sir John Clifton" knight 3 steady
unit "Archers of the garrison" "Archers of Calais" longbowmen B 300 england "Robert Pykering" captain 3 steady

# --- Harfleur, held by Gaucourt and d'Estouteville until 22 September.
leader france "Raoul de Gaucourt" baron 4 bold
army france "Garrison of Harfleur" harfleur "Raoul de Gaucourt"
leader france "Jean d'Estouteville" baron 3 steady
leader france "Sir Robinet de Sausseuse" knight 2 steady
battal "Garrison of Harfleur" "Gaucourt's men" "Jean d'Estouteville" defend
battal "Garrison of Harfleur" "The burghers of Harfleur" "Sir Robinet de Sausseuse" defend
unit "Gaucourt's men" "Gaucourt's men-at-arms" dismounted-men-at-arms B 300 france "Sir Lionnet de Braquemont" knight 3 bold
unit "Gaucourt's men" "Estouteville's men-at-arms" dismounted-men-at-arms B 100 france "Sir Jean de Blaru" knight 3 steady
unit "The burghers of Harfleur" "Burghers of Harfleur" militia-spearmen C 600 france "Colin Maillart" captain 2 steady
unit "The burghers of Harfleur" "Crossbowmen of Harfleur" militia-crossbowmen C 160 france "Guillemin Le Got" sergeant 2 steady

# --- The Constable's army, shadowing Henry from the Seine to the Somme (d'Albret and Boucicaut).
leader france "Charles d'Albret, Constable of France" count 3 cautious
army france "The Constable's army" caudebec "Charles d'Albret, Constable of France"
leader france "Jean le Meingre, Boucicaut, Marshal of France" baron 5 steady
leader france "Louis, Count of Vendôme" count 3 bold
battal "The Constable's army" "Boucicaut's vanguard" "Jean le Meingre, Boucicaut, Marshal of France" hold
battal "The Constable's army" "The mounted wings" "Louis, Count of Vendôme" flank
unit "Boucicaut's vanguard" "Boucicaut's men-at-arms" dismounted-men-at-arms A 800 france "Sir Guichard Dauphin" knight 4 steady
unit "Boucicaut's vanguard" "Albret's men-at-arms" dismounted-men-at-arms B 1200 france "Guillaume de Martel" knight 3 bold
unit "Boucicaut's vanguard" "Crossbowmen of the Constable" crossbowmen B 1000 france "Guillaume de Saveuse" knight 3 rash
unit "The mounted wings" "Vendôme's horse" men-at-arms B 600 france "Sir Robert de Chalus" knight 3 impetuous
unit "The mounted wings" "Clignet's horse" men-at-arms B 800 france "Clignet de Brébant" knight 3 rash

# --- The royal army gathering at Rouen in October under the Dauphin.
leader france "Louis, Duke of Guyenne (the Dauphin)" duke 2 cautious
army france "The royal army" rouen "Louis, Duke of Guyenne (the Dauphin)"
leader france "Charles, Duke of Orléans" duke 3 bold
leader france "John, Duke of Alençon" duke 4 impetuous
leader france "Robert de Bar, Count of Marle" count 3 rash
leader france "Arthur, Count of Richemont" count 3 bold
battal "The royal army" "The vanguard of the lords" "Charles, Duke of Orléans" attack
battal "The royal army" "The main battle" "John, Duke of Alençon" attack
battal "The royal army" "The French rearguard" "Robert de Bar, Count of Marle" reserve
battal "The royal army" "The communes" "Arthur, Count of Richemont" hold
unit "The vanguard of the lords" "Bourbon's men-at-arms" dismounted-men-at-arms A 800 france "John, Duke of Bourbon" duke 3 bold
unit "The vanguard of the lords" "Orléans's men-at-arms" dismounted-men-at-arms B 1200 france "Charles d'Artois, Count of Eu" count 3 bold
unit "The main battle" "Alençon's men-at-arms" dismounted-men-at-arms B 1500 france "Edward, Duke of Bar" duke 3 bold
unit "The main battle" "Nevers's men-at-arms" dismounted-men-at-arms B 800 france "Philip, Count of Nevers" count 3 bold
unit "The French rearguard" "Marle's horse" men-at-arms B 1500 france "Charles, Count of Dammartin" count 3 rash
unit "The French rearguard" "Fauquembergue's horse" men-at-arms B 800 france "John, Count of Fauquembergue" count 3 bold
unit "The communes" "Crossbowmen of the good towns" militia-crossbowmen C 1000 france "Jean Rapiout" captain 2 steady
unit "The communes" "Communes of Normandy and Picardy" militia-spearmen C 1500 france "Thomas Lenfant" captain 2 steady

finish "Henry V lands at Chef-de-Caux on 14 August 1415 with some 11,000 men and lays siege to Harfleur from 18 August; Raoul de Gaucourt holds it until 22 September while sickness wastes the English army. On 8 October Henry marches for Calais; d'Albret and Boucicaut bar the Somme at Blanchetaque and every bridge up to Amiens, until he crosses at Béthencourt and Voyennes on 19 October. The French royal army, gathered at Rouen, comes up by Péronne and Saint-Pol and stands across his road at Agincourt on 25 October."
