<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Intro day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intro night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inquiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixth sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <extracomment>The ring&apos;s targets or picked seats changed (the window re-reads :meth:`ring_targets`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — wake: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · dummy call (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slaughtered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handcuffed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dummy call (%1): call the role as usual and show the X sign; the choice is recorded and ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click %1 seat(s) on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No seat to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm every step first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia meet each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City roles show a like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce the purchase aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wake the bought player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citizen Kane leaves tonight (narrator&apos;s shot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixth sense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked %1; side: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixth sense: %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrator</source>
        <extracomment>seat -&gt; None (legal) or the refusal sentence; None when no picker is active.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[narrator only] Nostradamus was shown: %1 mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read aloud (morning announcement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the intro night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Introductions: each player speaks in turn. No vote and no challenge today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click each nominee on the table, then type the votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm exit votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death lottery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End intro day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 votes of %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody reached the defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eyes OPEN for this vote (more than one defender).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eyes OPEN for this vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eyes CLOSED for this vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie between %1: draw the death lottery, or click the loser on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-dead: Constantine may bring him back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the game (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody leaves today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number of votes for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heard by the table</source>
        <extracomment>Custom role: True for a public line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narrator only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nostradamus was shown: %1 mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense vote: %1 (threshold %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit vote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death lottery: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1 — seats %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>Roles with trackers, in the order the narrator thinks of them (night order).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixth sense: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last block: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self-save: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bullets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coupon: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revival: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No game yet. Start a new game (Ctrl+N) or open one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trackers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins. Winning seats: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new game dialog is not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ravi games (*.ravi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>تعداد بازیکنان</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>پخش نقش‌ها</translation>
    </message>
    <message>
        <source>The app deals the roles at random</source>
        <translation>پخش تصادفی نقش‌ها با برنامه</translation>
    </message>
    <message>
        <source>Enter the cards the players drew</source>
        <translation>ورود کارت‌هایی که بازیکنان کشیدند</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>صندلی‌ها</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>صندلی</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>نام بازیکن</translation>
    </message>
    <message>
        <source>Card drawn</source>
        <translation>کارت کشیده‌شده</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>یک صندلی بالاتر</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>یک صندلی پایین‌تر</translation>
    </message>
    <message>
        <source>Move the selected player one seat up</source>
        <translation>بازیکن انتخاب‌شده را یک صندلی بالاتر می‌برد</translation>
    </message>
    <message>
        <source>Move the selected player one seat down</source>
        <translation>بازیکن انتخاب‌شده را یک صندلی پایین‌تر می‌برد</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>قوانین میز</translation>
    </message>
    <message>
        <source>Locked when the game starts. Last-move cards are off in this version.</source>
        <translation>قفل با شروع بازی. کارت‌های حرکت آخر در این نسخه خاموش است.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>قانون</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>شروع بازی</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>(no card)</source>
        <translation>(بدون کارت)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>%1 mafia, %2 city, %3 independent</source>
        <translation>%1 مافیا، %2 شهروند، %3 مستقل</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>no</source>
        <translation>خیر</translation>
    </message>
    <message>
        <source>%1 %2 missing</source>
        <translation>%1 %2 کم است</translation>
    </message>
    <message>
        <source>%1 %2 extra</source>
        <translation>%1 %2 زیاد است</translation>
    </message>
    <message>
        <source>seats without a card: %1</source>
        <translation>صندلی‌های بدون کارت: %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>The cards match the roles of this table.</source>
        <translation>کارت‌ها با نقش‌های این میز جور است.</translation>
    </message>
    <message>
        <source>The app deals the roles at random when the game starts.</source>
        <translation>برنامه با شروع بازی نقش‌ها را تصادفی پخش می‌کند.</translation>
    </message>
</context>
</TS>
