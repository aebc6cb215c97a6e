<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>GameController</name>
    <message>
        <source>Undo</source>
        <extracomment>``translate(&quot;GameController&quot;, &quot;literal&quot;)`` at each call, so lupdate extracts it. Emitted once after every accepted action, undo, redo, new or opened game. A sentence for the status bar (a refusal, a save error, &quot;saved&quot;). Where the game was last saved or opened by the narrator (not the autosave). The last refusal sentence (empty after an accepted action). ``confirm(title, text) -&gt; bool``; replace in tests so nothing blocks. Parent widget of the confirmation dialog (the main window sets itself).</extracomment>
        <translation>بازگرداندن</translation>
    </message>
    <message>
        <source>The table has already heard what this undo takes back. Undo anyway?</source>
        <translation>میز آنچه را این بازگرداندن پس می‌گیرد شنیده است. باز هم بازگردانده شود؟</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <translation>بازی ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>ذخیره شد: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>ذخیرهٔ خودکار انجام نشد: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No game yet. Start a new game (Ctrl+N) or open one.</source>
        <extracomment>Where the settings are saved after the New game dialog (None: the app&apos;s folder).</extracomment>
        <translation>هنوز بازی‌ای در کار نیست. یک بازی تازه شروع کنید (Ctrl+N) یا بازی ذخیره‌شده‌ای را باز کنید.</translation>
    </message>
    <message>
        <source>Trackers</source>
        <translation>شمارنده‌ها</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش بازی</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>بازی &amp;تازه…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;باز کردن…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;ذخیره…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;بازگرداندن</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;دوباره</translation>
    </message>
    <message>
        <source>&amp;Hide roles</source>
        <translation>&amp;پنهان کردن نقش‌ها</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج از برنامه</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نمایش</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>راوی</translation>
    </message>
    <message>
        <source>Game over: %1 wins. Winning seats: %2</source>
        <translation>بازی تمام شد: %1 برنده شد. صندلی‌های برنده: %2</translation>
    </message>
    <message>
        <source>The new game dialog is not available yet.</source>
        <translation>پنجرهٔ بازی تازه هنوز در دسترس نیست.</translation>
    </message>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>تنظیمات ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>باز کردن بازی</translation>
    </message>
    <message>
        <source>Ravi games (*.ravi)</source>
        <translation>بازی‌های راوی (*.ravi)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>ذخیرهٔ بازی</translation>
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
<context>
    <name>Ravi</name>
    <message>
        <source>[narrator only] Nostradamus was shown: %1 mafia</source>
        <translation>[محرمانه] به نوستراداموس نشان داده شد: %1 مافیا</translation>
    </message>
    <message>
        <source>Read aloud (morning announcement)</source>
        <translation>با صدای بلند بخوانید (اعلام صبح)</translation>
    </message>
    <message>
        <source>After the intro night</source>
        <translation>پس از شب معارفه</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>تا %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Introductions: each player speaks in turn. No vote and no challenge today.</source>
        <translation>معارفه: هر بازیکن به نوبت صحبت می‌کند. امروز رأی‌گیری و چالش نیست.</translation>
    </message>
    <message>
        <source>Defense vote</source>
        <translation>رأی‌گیری دفاع</translation>
    </message>
    <message>
        <source>Click each nominee on the table, then type the votes.</source>
        <translation>رأی‌گرفته‌ها را روی میز کلیک کنید و تعداد رأی‌ها را بنویسید.</translation>
    </message>
    <message>
        <source>Confirm votes</source>
        <translation>تأیید رأی‌ها</translation>
    </message>
    <message>
        <source>Exit vote</source>
        <translation>رأی خروج</translation>
    </message>
    <message>
        <source>Confirm exit votes</source>
        <translation>تأیید رأی‌های خروج</translation>
    </message>
    <message>
        <source>Death lottery</source>
        <translation>قرعهٔ مرگ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>کشیدن قرعه</translation>
    </message>
    <message>
        <source>End intro day</source>
        <translation>پایان روز معارفه</translation>
    </message>
    <message>
        <source>End day</source>
        <translation>پایان روز</translation>
    </message>
    <message>
        <source>%1 votes of %2 players</source>
        <translation>%1 رأی از %2 نفر</translation>
    </message>
    <message>
        <source>Defense: %1</source>
        <translation>دفاع: %1</translation>
    </message>
    <message>
        <source>Nobody reached the defense.</source>
        <translation>کسی به دفاع نرسید.</translation>
    </message>
    <message>
        <source>Eyes OPEN for this vote (more than one defender).</source>
        <translation>این رأی‌گیری با چشم باز است (بیش از یک مدافع).</translation>
    </message>
    <message>
        <source>Eyes OPEN for this vote.</source>
        <translation>این رأی‌گیری با چشم باز است.</translation>
    </message>
    <message>
        <source>Eyes CLOSED for this vote.</source>
        <translation>این رأی‌گیری با چشم بسته است.</translation>
    </message>
    <message>
        <source>Tie between %1: draw the death lottery, or click the loser on the table.</source>
        <translation>تساوی میان %1: قرعهٔ مرگ را بکشید، یا بازندهٔ قرعه را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>half-dead: Constantine may bring him back</source>
        <translation>نیم‌مرده: کنستانتین می‌تواند او را برگرداند</translation>
    </message>
    <message>
        <source>out for good</source>
        <translation>برای همیشه بیرون</translation>
    </message>
    <message>
        <source>%1 leaves the game (%2).</source>
        <translation>%1 از بازی خارج می‌شود (%2).</translation>
    </message>
    <message>
        <source>Nobody leaves today.</source>
        <translation>امروز کسی از بازی خارج نمی‌شود.</translation>
    </message>
    <message>
        <source>Type a number of votes for %1.</source>
        <translation>تعداد رأی‌های %1 را بنویسید.</translation>
    </message>
    <message>
        <source>[private]</source>
        <extracomment>Custom role: True for a public line.</extracomment>
        <translation>[محرمانه]</translation>
    </message>
    <message>
        <source>Heard by the table</source>
        <translation>میز شنیده است</translation>
    </message>
    <message>
        <source>Narrator only</source>
        <translation>فقط برای گرداننده</translation>
    </message>
    <message>
        <source>Nostradamus was shown: %1 mafia</source>
        <translation>به نوستراداموس نشان داده شد: %1 مافیا</translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation>اعلام شد: %1</translation>
    </message>
    <message>
        <source>%1 left the game (%2)</source>
        <translation>%1 از بازی خارج شد (%2)</translation>
    </message>
    <message>
        <source>Defense vote: %1 (threshold %2)</source>
        <translation>رأی‌گیری دفاع: %1 (حد&#xa0;نصاب %2)</translation>
    </message>
    <message>
        <source>Exit vote: %1</source>
        <translation>رأی خروج: %1</translation>
    </message>
    <message>
        <source>Death lottery: %1</source>
        <translation>قرعهٔ مرگ: %1</translation>
    </message>
    <message>
        <source>Winner: %1 — seats %2</source>
        <translation>برنده: %1 — صندلی‌های %2</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>Confirm</source>
        <extracomment>The ring&apos;s targets or picked seats changed (the window re-reads :meth:`ring_targets`).</extracomment>
        <translation>تأیید</translation>
    </message>
    <message>
        <source>End night</source>
        <translation>پایان شب</translation>
    </message>
    <message>
        <source>%1 — wake: %2</source>
        <translation>%1 — بیدار: %2</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>اکنون</translation>
    </message>
    <message>
        <source>Reminder</source>
        <translation>یادآوری</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>انجام شد</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>بعداً</translation>
    </message>
    <message>
        <source>%1 · dummy call (%2)</source>
        <translation>%1
فراخوان ساختگی (%2)</translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation>ثبت شد: %1</translation>
    </message>
    <message>
        <source>(ignored)</source>
        <translation>(بی‌اثر)</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>مسدود</translation>
    </message>
    <message>
        <source>slaughtered</source>
        <translation>سلاخی</translation>
    </message>
    <message>
        <source>handcuffed</source>
        <translation>دستبند</translation>
    </message>
    <message>
        <source>Every step is done.</source>
        <translation>همهٔ مرحله‌ها انجام شد.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>Choose for: %1</source>
        <translation>انتخاب برای: %1</translation>
    </message>
    <message>
        <source>Dummy call (%1): call the role as usual and show the X sign; the choice is recorded and ignored.</source>
        <translation>فراخوان ساختگی (%1): نقش را مثل همیشه صدا بزنید و علامت ضربدر را نشان دهید؛ انتخاب ثبت می‌شود ولی اثری ندارد.</translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation>انتخاب‌شده: %1</translation>
    </message>
    <message>
        <source>Click %1 seat(s) on the table.</source>
        <translation>%1 صندلی را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>No seat to choose.</source>
        <translation>انتخاب صندلی لازم نیست.</translation>
    </message>
    <message>
        <source>Mafia count: %1</source>
        <translation>تعداد مافیا: %1</translation>
    </message>
    <message>
        <source>Confirm every step first.</source>
        <translation>اول همهٔ مرحله‌ها را تأیید کنید.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>میز</translation>
    </message>
    <message>
        <source>Narrator</source>
        <extracomment>seat -&gt; None (legal) or the refusal sentence; None when no picker is active.</extracomment>
        <translation>گرداننده</translation>
    </message>
    <message>
        <source>Intro day</source>
        <extracomment>``translate(&quot;Ravi&quot;, &quot;literal&quot;)``: written out at each call so that ``pyside6-lupdate`` extracts the text with its context.</extracomment>
        <translation>روز معارفه</translation>
    </message>
    <message>
        <source>Intro night</source>
        <translation>شب معارفه</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>روز %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>شب %1</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>بدون بازی</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>نجات</translation>
    </message>
    <message>
        <source>Leon</source>
        <translation>تیر لئون</translation>
    </message>
    <message>
        <source>inquiry</source>
        <translation>استعلام</translation>
    </message>
    <message>
        <source>revive</source>
        <translation>برگشت</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>خرید</translation>
    </message>
    <message>
        <source>sixth sense</source>
        <translation>حس ششم</translation>
    </message>
    <message>
        <source>in game</source>
        <translation>در بازی</translation>
    </message>
    <message>
        <source>half-dead</source>
        <translation>نیم‌مرده</translation>
    </message>
    <message>
        <source>out</source>
        <translation>بیرون</translation>
    </message>
    <message>
        <source>City</source>
        <translation>شهر</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>مستقل</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>انتخاب نشده</translation>
    </message>
    <message>
        <source>Mafia team</source>
        <translation>تیم مافیا</translation>
    </message>
    <message>
        <source>Mafia meet each other</source>
        <translation>آشنایی تیم مافیا</translation>
    </message>
    <message>
        <source>City roles show a like</source>
        <translation>لایک نقش‌دارهای شهر</translation>
    </message>
    <message>
        <source>Announce the purchase aloud</source>
        <translation>اعلام خرید با صدای بلند</translation>
    </message>
    <message>
        <source>Wake the bought player</source>
        <translation>بیدار کردن بازیکن خریداری‌شده</translation>
    </message>
    <message>
        <source>Citizen Kane leaves tonight (narrator&apos;s shot)</source>
        <translation>همشهری کین امشب بیرون می‌رود (تیر گرداننده)</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <source>Sixth sense</source>
        <translation>حس ششم</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>خرید</translation>
    </message>
    <message>
        <source>None</source>
        <translation>بدون اکشن</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>گرفتن توانایی</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>نجات</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <source>Inquire</source>
        <translation>استعلام</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>برگرداندن</translation>
    </message>
    <message>
        <source>Pick three</source>
        <translation>انتخاب سه نفر</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>بدون اکشن</translation>
    </message>
    <message>
        <source>Picked %1; side: %2</source>
        <translation>انتخاب‌ها: %1؛ ساید: %2</translation>
    </message>
    <message>
        <source>Sixth sense: %1 as %2</source>
        <translation>حس ششم: %1 در نقش %2</translation>
    </message>
    <message>
        <source>used</source>
        <translation>مصرف‌شده</translation>
    </message>
    <message>
        <source>available</source>
        <translation>در دسترس</translation>
    </message>
    <message>
        <source>intact</source>
        <translation>سالم</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>از دست رفته</translation>
    </message>
    <message>
        <source>vest: %1</source>
        <translation>جلیقه: %1</translation>
    </message>
    <message>
        <source>sixth sense: %1</source>
        <translation>حس ششم: %1 بار</translation>
    </message>
    <message>
        <source>purchase: %1</source>
        <translation>خرید: %1</translation>
    </message>
    <message>
        <source>last block: %1</source>
        <translation>آخرین هدف: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <source>self-save: %1</source>
        <translation>نجات خود: %1</translation>
    </message>
    <message>
        <source>bullets: %1</source>
        <translation>تیر: %1</translation>
    </message>
    <message>
        <source>coupon: %1</source>
        <translation>کوپن: %1</translation>
    </message>
    <message>
        <source>revival: %1</source>
        <translation>برگرداندن: %1</translation>
    </message>
    <message>
        <source>side: %1</source>
        <translation>ساید: %1</translation>
    </message>
</context>
</TS>
