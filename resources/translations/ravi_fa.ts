<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>Archive</name>
    <message>
        <source>Date</source>
        <extracomment>The index&apos;s sort key of each column. At most this many changed files are read at once on (re)load; more go to the background. Milliseconds after a listing before every row is compared with its file in the background (the list is painted first). Rows the archive&apos;s model reads from the index at a time (a page of the listing). Pages the model keeps; more are read again when scrolled back to. Rows below those in view a column is fitted to (the first page holds them). Seconds a page read from the index is shown without looking at its files again; after that, the next time it is asked for, each of its rows is compared with its file. The roles :meth:`ArchiveModel.data` answers (any other: None, without reading a row). Each scenario read once (``_scenario``): a row&apos;s winner and days in its words. The index listing (index, folders, order, descending) while paged, else None. Display texts already made: ``{(id(entry), column): (entry, text)}`` (emptied on each reset; the entry kept so its id is never another&apos;s: two rows of one file, a row read again, are each their own).</extracomment>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>طول بازی</translation>
    </message>
    <message>
        <source>%1 seats (unnamed)</source>
        <extracomment>A game&apos;s players when no name was typed (the archive&apos;s players column, the resume offer): %1 the seats counted.</extracomment>
        <translation>%1 صندلی (بی‌نام)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>ناتمام</translation>
    </message>
    <message>
        <source>%1 days, %2 actions</source>
        <translation type="vanished">%1 روز، %2 اقدام</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <source>Archive of saved games — Ravi</source>
        <extracomment>``choose_folder() -&gt; str``: the folder to add (&quot;&quot; for none); tests replace it. Replay windows opened from here (kept referenced). The index (None when it cannot be opened: the files are then read directly). The background build, while one runs. The background check of every row against its file after a listing, while one runs (an :class:`IndexBuilder` without a progress bar), and whether another is wanted when it ends. Starts the background check once the list has been painted. The statistics window, once opened.</extracomment>
        <translation>بایگانی بازی‌های ذخیره‌شده — راوی</translation>
    </message>
    <message>
        <source>Search by player:</source>
        <translation>جست‌وجو با نام بازیکن:</translation>
    </message>
    <message>
        <source>a player&apos;s name</source>
        <translation>نام یک بازیکن</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>افزودن پوشه…</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>بارگذاری دوباره</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>آمار…</translation>
    </message>
    <message>
        <source>Reading saved games: %v of %m</source>
        <translation>خواندن بازی‌های ذخیره‌شده: %v از %m</translation>
    </message>
    <message>
        <source>Notes on this game:</source>
        <extracomment>What became of the archive index (damaged, set aside, busy): kept until closed.</extracomment>
        <translation>یادداشت‌های این بازی:</translation>
    </message>
    <message>
        <source>Who played well, disputes, the club&apos;s remarks…</source>
        <translation>چه کسی خوب بازی کرد، اختلاف‌ها، نکته‌های باشگاه…</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>ذخیرهٔ یادداشت‌ها</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>What went well (the notes saved), said plainly beside its button; a problem goes to the warning banner (:meth:`_say`). A damaged row&apos;s last good state (``last_good_state``), while one is selected.</extracomment>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>Folders: %1</source>
        <translation>پوشه‌ها: %1</translation>
    </message>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>تنظیمات ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Add a folder of saved games</source>
        <translation>افزودن پوشهٔ بازی‌های ذخیره‌شده</translation>
    </message>
    <message>
        <source>No game matches «%1».</source>
        <translation>هیچ بازی‌ای با «%1» پیدا نشد.</translation>
    </message>
    <message>
        <source>Select a game.</source>
        <translation>یک بازی را انتخاب کنید.</translation>
    </message>
    <message>
        <source>finished: opens as a read-only replay</source>
        <translation>تمام‌شده: به صورت بازپخش فقط‌خواندنی باز می‌شود</translation>
    </message>
    <message>
        <source>unfinished: opens in the main window, to view only (another Ravi plays these games)</source>
        <translation>ناتمام: در پنجرهٔ اصلی فقط برای دیدن باز می‌شود (راوی دیگری این بازی‌ها را اجرا می‌کند)</translation>
    </message>
    <message>
        <source>unfinished: opens in the main window to resume</source>
        <translation>ناتمام: در پنجرهٔ اصلی باز می‌شود تا ادامه یابد</translation>
    </message>
    <message>
        <source>This game&apos;s scenario file has changed since it was saved; its file is kept as it is and its notes cannot be changed.</source>
        <translation>فایل سناریوی این بازی پس از ذخیره تغییر کرده است؛ فایل بازی همان‌طور که هست نگه داشته می‌شود و یادداشت‌هایش را نمی‌توان تغییر داد.</translation>
    </message>
    <message>
        <source>Could not save the notes: %1</source>
        <translation>یادداشت‌ها ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>یادداشت‌ها ذخیره شد.</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>ادامهٔ یک بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>The game on the desk is autosaved and stays in the archive. Resume the selected game instead?</source>
        <translation>بازی روی میز خودکار ذخیره شده و در بایگانی می‌ماند. به جای آن، بازی انتخاب‌شده ادامه یابد؟</translation>
    </message>
</context>
<context>
    <name>ArchiveModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n روز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n اقدام</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Something failed in Ravi: %1</source>
        <translation>در راوی خطایی رخ داد: %1</translation>
    </message>
    <message>
        <source>The game is safe on disk: every action is saved as it is taken, in %1. You can go on playing, or open it again after restarting Ravi.</source>
        <translation>بازی روی دیسک محفوظ است: هر اقدام همان لحظه ذخیره می‌شود، در %1. می‌توانید بازی را ادامه دهید، یا پس از اجرای دوبارهٔ راوی آن را باز کنید.</translation>
    </message>
    <message>
        <source>No game was lost: every action is saved as it is taken.</source>
        <translation>هیچ بازی‌ای از دست نرفت: هر اقدام همان لحظه ذخیره می‌شود.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>جزئیات در فایل گزارش است: %1</translation>
    </message>
    <message>
        <source>Something failed</source>
        <translation>خطایی رخ داد</translation>
    </message>
</context>
<context>
    <name>DayPanel</name>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n رأی</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The name of seat %1 is not valid text.</source>
        <extracomment>``translate(&quot;GameController&quot;, &quot;literal&quot;)`` at each call, so lupdate extracts it. Rounds of layout requests sent by :func:`lay_out_now`: a request goes up one level of nested layouts a round. Emitted once after every accepted action, undo, redo, new or opened game. A sentence for the status bar (a refusal, a save error, &quot;saved&quot;). A save or autosave failed (the reason); the game goes on in memory. A save or autosave succeeded (clears a failure shown before). Where the game was last saved or opened by the narrator (not the autosave). The last refusal sentence (empty after an accepted action). True while ``message`` carries a file&apos;s news (``_report``), not a refusal. The stable code of the last refusal (empty after an accepted action). True when the last change reached the disk (its autosave succeeded). When True (headless ``play``), an action whose autosave fails is taken back and refused with ``save_failed``: what is acknowledged is what is on disk. True when the game is open to view only (another history of an autosaved game): nothing is autosaved, every action is refused with ``read_only_game``. The torn last line of the file the game was opened from (reported), or None. The copy of a damaged journal&apos;s lines after its damage, kept when its last good state was opened (:meth:`open_copy`), or None. Where the autosaved newer record was kept when the narrator reopened an older copy of the game and went on from it (:meth:`open_from`, RS32-1), or None. The data folder&apos;s lock (``data_lock.LockResult``); read-only when another live instance holds it. ``confirm(title, text) -&gt; bool``; replace in tests so nothing blocks. Parent widget of the confirmation dialog (the main window sets itself).</extracomment>
        <translation type="vanished">نام صندلی %1 متن معتبری نیست.</translation>
    </message>
    <message>
        <source>end of the phase</source>
        <translation>پایان مرحله</translation>
    </message>
    <message>
        <source>The corrected deal was not recorded: action %1 (%2, %3) no longer holds on it: %4 Nothing was changed.</source>
        <translation>پخش اصلاح‌شده ثبت نشد: حرکت %1 (%2، %3) روی آن دیگر ممکن نیست: %4 چیزی تغییر نکرد.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>بازگرداندن</translation>
    </message>
    <message>
        <source>The table has already heard what this undo takes back. Undo anyway?</source>
        <translation>این قدم پیش‌تر به اطلاع بازیکنان رسیده است. با این حال بازگردانده شود؟</translation>
    </message>
    <message>
        <source>The end of %1 (the move to %2)</source>
        <translation>پایان %1 (رفتن به %2)</translation>
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
        <source>Opened: %1</source>
        <translation>باز شد: %1</translation>
    </message>
    <message>
        <source>Game resumed: %1, %2 (last move: %3).</source>
        <translation>بازی از سر گرفته شد: %1، %2 (آخرین حرکت: %3).</translation>
    </message>
    <message>
        <source>The autosave of this game was written by a newer Ravi; it is kept as it is, and this file opens as a separate game.</source>
        <translation>ذخیره‌ی خودکار این بازی را نسخه‌ی تازه‌تری از راوی نوشته است؛ همان‌طور که هست نگه داشته شد و این فایل به‌عنوان بازی جداگانه‌ای باز می‌شود.</translation>
    </message>
    <message>
        <source>A newer record of this game</source>
        <translation type="vanished">ثبت تازه‌تری از این بازی</translation>
    </message>
    <message>
        <source>The autosave folder holds a newer record of this game (%1 actions; this file has %2). Open the newer record? No opens this file as a separate game; the newer record is kept as it is.</source>
        <translation type="vanished">در پوشهٔ ذخیرهٔ خودکار ثبت تازه‌تری از این بازی هست (%1 اقدام؛ این پرونده %2 اقدام دارد). ثبت تازه‌تر باز شود؟ «خیر» این پرونده را به‌صورت بازی جداگانه باز می‌کند و ثبت تازه‌تر دست‌نخورده می‌ماند.</translation>
    </message>
    <message>
        <source>This file&apos;s game differs from the autosaved game with the same id; it opens as a separate game and the autosaved one is kept.</source>
        <translation>بازی این پرونده با بازیِ ذخیره‌شدهٔ خودکار با همان شناسه فرق دارد؛ به‌صورت بازی جداگانه باز می‌شود و بازیِ ذخیره‌شده نگه داشته می‌شود.</translation>
    </message>
    <message>
        <source>Continued from the autosave: %1 does not hold the last moves yet; Save writes them there.</source>
        <translation>ادامه از ذخیرهٔ خودکار: %1 هنوز حرکت‌های آخر را ندارد؛ «ذخیره» آن‌ها را در آن می‌نویسد.</translation>
    </message>
    <message>
        <source>Another Ravi (process %1) is using this data folder. Here you can open, view and export games, but not play them.</source>
        <translation>راوی دیگری (فرایند %1) از این پوشهٔ داده استفاده می‌کند. اینجا می‌توانید بازی‌ها را باز کنید، ببینید و برون‌بری کنید، اما نمی‌توانید بازی کنید.</translation>
    </message>
    <message>
        <source>Ravi could not lock this data folder (%1), and never writes games without its lock. Here you can open, view and export games, but not play them.</source>
        <translation>راوی نتوانست این پوشهٔ داده را قفل کند (%1) و بی‌قفل هیچ بازی‌ای نمی‌نویسد. اینجا می‌توانید بازی‌ها را باز کنید، ببینید و برون‌بری کنید، اما نمی‌توانید بازی کنید.</translation>
    </message>
    <message>
        <source>Guns are fired in seat order: the turn of %1 has passed.</source>
        <extracomment>``translate(&quot;GameController&quot;, &quot;literal&quot;)`` at each call, so lupdate extracts it. Rounds of layout requests sent by :func:`lay_out_now`: a request goes up one level of nested layouts a round. Emitted once after every accepted action, undo, redo, new or opened game. A sentence for the status bar (a refusal, a save error, &quot;saved&quot;). The choice the last refusal was about is replaced (:meth:`withdraw_refusal`): the refusal shown beside the step and in the status bar goes. A save or autosave failed (the reason); the game goes on in memory. A save or autosave succeeded (clears a failure shown before). Where the game was last saved or opened by the narrator (not the autosave). The last refusal sentence (empty after an accepted action). True while ``message`` carries a file&apos;s news (``_report``), not a refusal. The stable code of the last refusal (empty after an accepted action). True when the last change reached the disk (its autosave succeeded). When True (headless ``play``), an action whose autosave fails is taken back and refused with ``save_failed``: what is acknowledged is what is on disk. True when the game is open to view only (another history of an autosaved game): nothing is autosaved, every action is refused with ``read_only_game``. The torn last line of the file the game was opened from (reported), or None. The copy of a damaged journal&apos;s lines after its damage, kept when its last good state was opened (:meth:`open_copy`), or None. Where the autosaved newer record was kept when the narrator reopened an older copy of the game and went on from it (:meth:`open_from`, RS32-1), or None. The data folder&apos;s lock (``data_lock.LockResult``); read-only when another live instance holds it. ``confirm(title, text) -&gt; bool``; replace in tests so nothing blocks. Parent widget of the confirmation dialog (the main window sets itself). The words of log lines (the log panel&apos;s, which the window sets): the undo&apos;s question names what the table heard and the undo takes back. The game whose last autosave failed (its last moves in memory only), else None.</extracomment>
        <translation>تفنگ‌ها به ترتیب صندلی شلیک می‌شوند: نوبت %1 گذشت.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>ذخیرهٔ خودکار انجام نشد: %1</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Voting</source>
        <translation>رأی‌گیری</translation>
    </message>
    <message>
        <source>The day</source>
        <translation>روز</translation>
    </message>
    <message>
        <source>Timers and challenges</source>
        <translation>زمان‌سنج‌ها و چالش‌ها</translation>
    </message>
    <message>
        <source>Last-move cards</source>
        <translation>کارت‌های حرکت آخر</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>شب</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <source>Leon</source>
        <translation>لئون</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>دکتر</translation>
    </message>
    <message>
        <source>Citizen Kane</source>
        <translation>همشهری کین</translation>
    </message>
    <message>
        <source>Constantine</source>
        <translation>کنستانتین</translation>
    </message>
    <message>
        <source>City roles</source>
        <translation>نقش‌های شهر</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>مستقل</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>ترکیب نقش‌ها</translation>
    </message>
    <message>
        <source>This scenario&apos;s own rules</source>
        <translation>قوانین خود این سناریو</translation>
    </message>
    <message>
        <source>Votes needed to reach the defense</source>
        <translation>رأی لازم برای رسیدن به دفاع</translation>
    </message>
    <message>
        <source>Players counted for the quorum</source>
        <translation>بازیکنان شمرده‌شده برای حد نصاب</translation>
    </message>
    <message>
        <source>A single defender leaves when</source>
        <translation>تنها مدافع بیرون می‌رود وقتی</translation>
    </message>
    <message>
        <source>Eyes during the exit vote</source>
        <translation>چشم‌ها در رأی خروج</translation>
    </message>
    <message>
        <source>Exit votes per voter</source>
        <translation>تعداد رأی خروج هر رأی‌دهنده</translation>
    </message>
    <message>
        <source>Defenders may vote in the exit vote</source>
        <translation>مدافعان در رأی خروج رأی می‌دهند</translation>
    </message>
    <message>
        <source>A player may vote for himself</source>
        <translation>بازیکن می‌تواند به خودش رأی دهد</translation>
    </message>
    <message>
        <source>A tie in the exit vote</source>
        <translation>تساوی در رأی خروج</translation>
    </message>
    <message>
        <source>The lottery loser draws a card</source>
        <translation>بازندهٔ قرعه کارت می‌کشد</translation>
    </message>
    <message>
        <source>Challenge time (seconds)</source>
        <translation>زمان چالش (ثانیه)</translation>
    </message>
    <message>
        <source>Challenges per speaking turn</source>
        <translation>تعداد چالش در هر نوبت صحبت</translation>
    </message>
    <message>
        <source>Challenges on the intro day</source>
        <translation>چالش در روز معارفه</translation>
    </message>
    <message>
        <source>Intro day turn (seconds)</source>
        <translation>نوبت صحبت روز معارفه (ثانیه)</translation>
    </message>
    <message>
        <source>Day turn (seconds)</source>
        <translation>نوبت صحبت روز (ثانیه)</translation>
    </message>
    <message>
        <source>Defense (seconds)</source>
        <translation>دفاع (ثانیه)</translation>
    </message>
    <message>
        <source>Reveal the role of who leaves</source>
        <translation>اعلام نقش بازیکن خارج‌شده</translation>
    </message>
    <message>
        <source>Wake city roles on the intro night</source>
        <translation>بیدار کردن نقش‌های شهر در شب معارفه</translation>
    </message>
    <message>
        <source>Call disabled roles anyway</source>
        <translation>صدا زدن نقش‌های ازکارافتاده مثل همیشه</translation>
    </message>
    <message>
        <source>Leon&apos;s bullets</source>
        <translation>تیرهای لئون</translation>
    </message>
    <message>
        <source>Leon has a vest</source>
        <translation>لئون جلیقه دارد</translation>
    </message>
    <message>
        <source>Leon&apos;s wrong shot also hits the target</source>
        <translation>تیر اشتباه لئون به هدف هم می‌خورد</translation>
    </message>
    <message>
        <source>The doctor can save a backfiring Leon</source>
        <translation>دکتر می‌تواند لئون را از تیر برگشتی نجات دهد</translation>
    </message>
    <message>
        <source>Leon shoots the independent</source>
        <translation>شلیک لئون به مستقل</translation>
    </message>
    <message>
        <source>The doctor&apos;s save stops Leon&apos;s shot</source>
        <translation>نجات دکتر جلوی تیر لئون را می‌گیرد</translation>
    </message>
    <message>
        <source>Doctor saves the same player two nights running</source>
        <translation>نجات یک بازیکن در دو شب پیاپی</translation>
    </message>
    <message>
        <source>The Godfather&apos;s vest is spent when saved</source>
        <translation>جلیقهٔ پدرخوانده با نجات دکتر هم مصرف می‌شود</translation>
    </message>
    <message>
        <source>Sixth sense</source>
        <translation>حس ششم</translation>
    </message>
    <message>
        <source>Announce the slaughtered role</source>
        <translation>اعلام نقش سلاخی‌شده</translation>
    </message>
    <message>
        <source>Sixth sense beats Sherlock&apos;s immortality</source>
        <translation>حس ششم بر نامیرایی شرلوک غلبه می‌کند</translation>
    </message>
    <message>
        <source>Who the Matador may block</source>
        <translation>چه کسی را ماتادور می‌تواند بگیرد</translation>
    </message>
    <message>
        <source>How long the Matador&apos;s block lasts</source>
        <translation>مدت گرفتن توانایی با ماتادور</translation>
    </message>
    <message>
        <source>A blocked role spends its resource</source>
        <translation>نقش مسدودشده سهمیه‌اش را مصرف می‌کند</translation>
    </message>
    <message>
        <source>Show the blocked player the X sign</source>
        <translation>نشان دادن علامت ضربدر به بازیکن مسدودشده</translation>
    </message>
    <message>
        <source>A half-dead mafia opens Saul&apos;s purchase</source>
        <translation>مافیای نیم‌مرده خرید ساول را ممکن می‌کند</translation>
    </message>
    <message>
        <source>Announcing the purchase</source>
        <translation>اعلام خرید</translation>
    </message>
    <message>
        <source>What Kane&apos;s reveal says</source>
        <translation>آنچه استعلام کین فاش می‌کند</translation>
    </message>
    <message>
        <source>Kane&apos;s mafia target leaves</source>
        <translation>هدف مافیای کین از بازی بیرون می‌رود</translation>
    </message>
    <message>
        <source>The Godfather for Kane</source>
        <translation>پدرخوانده در استعلام کین</translation>
    </message>
    <message>
        <source>Kane gets his coupon back when</source>
        <translation>کین کوپنش را پس می‌گیرد وقتی</translation>
    </message>
    <message>
        <source>Who Constantine may bring back</source>
        <translation>چه کسی را کنستانتین می‌تواند برگرداند</translation>
    </message>
    <message>
        <source>Mafia seen that force Nostradamus&apos;s side</source>
        <translation>تعداد مافیای دیده‌شده که ساید نوستراداموس را اجباری می‌کند</translation>
    </message>
    <message>
        <source>Nostradamus in the side counts</source>
        <translation>نوستراداموس در شمارش سایدها</translation>
    </message>
    <message>
        <source>Nostradamus must be alive to win</source>
        <translation>نوستراداموس برای بردن باید زنده باشد</translation>
    </message>
    <message>
        <source>When Jack wakes</source>
        <translation>نوبت بیدار شدن جک</translation>
    </message>
    <message>
        <source>Jack&apos;s curse after his reveal</source>
        <translation>طلسم جک پس از آشکار شدن نقشش</translation>
    </message>
    <message>
        <source>Sherlock&apos;s immortal nights</source>
        <translation>شب‌های نامیرایی شرلوک</translation>
    </message>
    <message>
        <source>Sherlock&apos;s first guess night</source>
        <translation>نخستین شب حدس شرلوک</translation>
    </message>
    <message>
        <source>Sherlock in the side counts</source>
        <translation>شرلوک در شمارش سایدها</translation>
    </message>
    <message>
        <source>Chaos without a handshake</source>
        <translation>کی‌آس بدون دست دادن</translation>
    </message>
    <message>
        <source>The mafia may shoot a teammate</source>
        <translation>مافیا می‌تواند به هم‌تیمی شلیک کند</translation>
    </message>
    <message>
        <source>The one-third rule</source>
        <translation>قانون یک‌سوم</translation>
    </message>
    <message>
        <source>A player who dies at night loses his action</source>
        <translation>بازیکنی که شب کشته شود اکشنش را از دست می‌دهد</translation>
    </message>
    <message>
        <source>The Joker on the Godfather</source>
        <translation>جوکر روی پدرخوانده</translation>
    </message>
    <message>
        <source>Status inquiry answer</source>
        <translation>پاسخ استعلام وضعیت</translation>
    </message>
    <message>
        <source>Die-hard&apos;s armor spent when saved</source>
        <translation>زره جان‌سخت با نجات دکتر هم مصرف می‌شود</translation>
    </message>
    <message>
        <source>Psychiatrist&apos;s silence includes the defense</source>
        <translation>سکوت روان‌پزشک شامل دفاع هم می‌شود</translation>
    </message>
    <message>
        <source>The pickpocket&apos;s theft works</source>
        <translation>دزدی دست‌کج اثر دارد</translation>
    </message>
    <message>
        <source>Announce the theft</source>
        <translation>اعلام دزدی</translation>
    </message>
    <message>
        <source>The Mayor needs two defenders</source>
        <translation>شهردار دو مدافع لازم دارد</translation>
    </message>
    <message>
        <source>Day 1</source>
        <translation>روز ۱</translation>
    </message>
    <message>
        <source>Zodiac shoots on</source>
        <translation>شب‌های شلیک زودیاک</translation>
    </message>
    <message>
        <source>Zodiac wins with at most … alive</source>
        <translation>زودیاک با حداکثر … بازیکن زنده می‌برد</translation>
    </message>
    <message>
        <source>Zodiac survives the mafia shot</source>
        <translation>زودیاک از تیر مافیا جان سالم به در می‌برد</translation>
    </message>
    <message>
        <source>The doctor&apos;s save stops Zodiac</source>
        <translation>نجات دکتر جلوی زودیاک را می‌گیرد</translation>
    </message>
    <message>
        <source>The magician may not</source>
        <translation>شعبده‌باز نمی‌تواند</translation>
    </message>
    <message>
        <source>The magician turns a war gun blank</source>
        <translation>شعبده‌باز تفنگ جنگی را مشقی می‌کند</translation>
    </message>
    <message>
        <source>Highest bomb code</source>
        <translation>بزرگ‌ترین رمز بمب</translation>
    </message>
    <message>
        <source>The guard survives Zodiac</source>
        <translation>محافظ از تیر زودیاک جان سالم به در می‌برد</translation>
    </message>
    <message>
        <source>The gunner knows which gun he gives</source>
        <translation>تفنگدار می‌داند کدام تفنگ را می‌دهد</translation>
    </message>
    <message>
        <source>Blank guns return to the gunner</source>
        <translation>تفنگ‌های مشقی به تفنگدار برمی‌گردند</translation>
    </message>
    <message>
        <source>The detective on Zodiac</source>
        <translation>کارآگاه روی زودیاک</translation>
    </message>
    <message>
        <source>Play with last-move cards</source>
        <translation>بازی با کارت‌های حرکت آخر</translation>
    </message>
    <message>
        <source>A drawn card</source>
        <translation>کارت کشیده‌شده</translation>
    </message>
    <message>
        <source>When the deck is empty</source>
        <translation>وقتی کارت‌ها تمام شود</translation>
    </message>
    <message>
        <source>Card texts</source>
        <translation>متن کارت‌ها</translation>
    </message>
    <message>
        <source>A right Beautiful Mind guess brings the guesser back</source>
        <translation>حدس درست «ذهن زیبا» حدس‌زننده را برمی‌گرداند</translation>
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
        <source>fixed: %1 votes</source>
        <translation>ثابت: %1 رأی</translation>
    </message>
    <message>
        <source>more than half</source>
        <translation>بیش از نصف</translation>
    </message>
    <message>
        <source>half</source>
        <translation>نصف</translation>
    </message>
    <message>
        <source>half plus one (literal)</source>
        <translation>نصف به علاوهٔ یک (به معنای لفظی)</translation>
    </message>
    <message>
        <source>half minus one</source>
        <translation>نصف منهای یک</translation>
    </message>
    <message>
        <source>a fixed number</source>
        <translation>عدد ثابت</translation>
    </message>
    <message>
        <source>players in the game</source>
        <translation>بازیکنان در بازی</translation>
    </message>
    <message>
        <source>players in the game minus one</source>
        <translation>بازیکنان در بازی منهای یک</translation>
    </message>
    <message>
        <source>his votes reach the defense quorum</source>
        <translation>رأی‌هایش به حد نصاب دفاع برسد</translation>
    </message>
    <message>
        <source>always</source>
        <translation>همیشه</translation>
    </message>
    <message>
        <source>a majority of the voters</source>
        <translation>اکثریت رأی‌دهندگان</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>بسته</translation>
    </message>
    <message>
        <source>open</source>
        <translation>باز</translation>
    </message>
    <message>
        <source>open with more than one defender</source>
        <translation>باز، اگر بیش از یک مدافع باشد</translation>
    </message>
    <message>
        <source>one</source>
        <translation>یک</translation>
    </message>
    <message>
        <source>several</source>
        <translation>چند</translation>
    </message>
    <message>
        <source>death lottery</source>
        <translation>قرعهٔ مرگ</translation>
    </message>
    <message>
        <source>revote, then lottery</source>
        <translation>رأی‌گیری دوباره، سپس قرعه</translation>
    </message>
    <message>
        <source>nobody leaves</source>
        <translation>کسی بیرون نمی‌رود</translation>
    </message>
    <message>
        <source>as many as the mafia</source>
        <translation>به تعداد مافیا</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>اتفاقی نمی‌افتد</translation>
    </message>
    <message>
        <source>Leon leaves</source>
        <translation>لئون بیرون می‌رود</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>مجاز</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>ممنوع</translation>
    </message>
    <message>
        <source>any night</source>
        <translation>هر شب</translation>
    </message>
    <message>
        <source>once a game</source>
        <translation>یک بار در بازی</translation>
    </message>
    <message>
        <source>any non-mafia player</source>
        <translation>هر بازیکن غیرمافیا</translation>
    </message>
    <message>
        <source>city players only</source>
        <translation>فقط بازیکنان شهر</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>هر بازیکن</translation>
    </message>
    <message>
        <source>that night</source>
        <translation>همان شب</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>۲۴ ساعت</translation>
    </message>
    <message>
        <source>at night, every attempt</source>
        <translation>شب، در هر تلاش</translation>
    </message>
    <message>
        <source>at night, only when it works</source>
        <translation>شب، فقط اگر موفق شود</translation>
    </message>
    <message>
        <source>the next morning</source>
        <translation>صبح روز بعد</translation>
    </message>
    <message>
        <source>the side only</source>
        <translation>فقط ساید</translation>
    </message>
    <message>
        <source>the side and the role</source>
        <translation>ساید و نقش</translation>
    </message>
    <message>
        <source>mafia</source>
        <translation>مافیا</translation>
    </message>
    <message>
        <source>citizen</source>
        <translation>شهروند</translation>
    </message>
    <message>
        <source>his target leaves that night</source>
        <translation>هدفش همان شب بیرون برود</translation>
    </message>
    <message>
        <source>his non-mafia target leaves that night</source>
        <translation>هدف غیرمافیایش همان شب بیرون برود</translation>
    </message>
    <message>
        <source>players voted out</source>
        <translation>بازیکنانی که با رأی بیرون رفته‌اند</translation>
    </message>
    <message>
        <source>anyone out whose role is unrevealed</source>
        <translation>هر خارج‌شده‌ای که نقشش آشکار نشده</translation>
    </message>
    <message>
        <source>exactly two</source>
        <translation>دقیقاً دو</translation>
    </message>
    <message>
        <source>two or more</source>
        <translation>دو یا بیشتر</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>شمرده نمی‌شود</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>شمرده می‌شود</translation>
    </message>
    <message>
        <source>first</source>
        <translation>اول</translation>
    </message>
    <message>
        <source>after the mafia</source>
        <translation>پس از مافیا</translation>
    </message>
    <message>
        <source>goes on</source>
        <translation>ادامه دارد</translation>
    </message>
    <message>
        <source>freezes</source>
        <translation>متوقف می‌شود</translation>
    </message>
    <message>
        <source>one retry, then the mafia win</source>
        <translation>یک دور دیگر، سپس مافیا می‌برد</translation>
    </message>
    <message>
        <source>the narrator decides</source>
        <translation>گرداننده تصمیم می‌گیرد</translation>
    </message>
    <message>
        <source>except the reference rosters</source>
        <translation>جز ترکیب‌های مرجع</translation>
    </message>
    <message>
        <source>flips the result</source>
        <translation>نتیجه را برعکس می‌کند</translation>
    </message>
    <message>
        <source>the Godfather stays negative</source>
        <translation>پدرخوانده منفی می‌ماند</translation>
    </message>
    <message>
        <source>counts by side</source>
        <translation>تعداد به تفکیک ساید</translation>
    </message>
    <message>
        <source>the side of one player</source>
        <translation>ساید یک بازیکن</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>بی‌درنگ</translation>
    </message>
    <message>
        <source>from the next night</source>
        <translation>از شب بعد</translation>
    </message>
    <message>
        <source>a normal day with a vote</source>
        <translation>روز عادی با رأی‌گیری</translation>
    </message>
    <message>
        <source>introductions only</source>
        <translation>فقط معارفه</translation>
    </message>
    <message>
        <source>every night</source>
        <translation>هر شب</translation>
    </message>
    <message>
        <source>even nights</source>
        <translation>شب‌های زوج</translation>
    </message>
    <message>
        <source>block the same player two nights running</source>
        <translation>یک نفر را دو شب پیاپی بگیرد</translation>
    </message>
    <message>
        <source>act two nights running</source>
        <translation>دو شب پیاپی اکشن بزند</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>برای همیشه</translation>
    </message>
    <message>
        <source>for that day</source>
        <translation>برای همان روز</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>منفی</translation>
    </message>
    <message>
        <source>positive</source>
        <translation>مثبت</translation>
    </message>
    <message>
        <source>leaves the deck</source>
        <translation>از دسته بیرون می‌رود</translation>
    </message>
    <message>
        <source>goes back into the deck</source>
        <translation>به دسته برمی‌گردد</translation>
    </message>
    <message>
        <source>no more cards</source>
        <translation>کارت دیگری نیست</translation>
    </message>
    <message>
        <source>reshuffle all five</source>
        <translation>بُر زدن دوبارهٔ هر پنج کارت</translation>
    </message>
    <message>
        <source>the texts shown with each card</source>
        <translation>متن‌هایی که با هر کارت نشان داده می‌شود</translation>
    </message>
    <message>
        <source>the table&apos;s own texts (applied by hand)</source>
        <translation>متن‌های خود میز (اجرا با دست)</translation>
    </message>
    <message>
        <source>night numbers, e.g. 1, 2</source>
        <extracomment>The width of a rule&apos;s name in the house rules dialog, in px.</extracomment>
        <translation>شماره‌های شب، مثلاً ۱، ۲</translation>
    </message>
    <message>
        <source>House rules — %1</source>
        <translation>قوانین میز — %1</translation>
    </message>
    <message>
        <source>Locked: the game has started. These are the table&apos;s rules.</source>
        <translation>قفل است: بازی شروع شده است. این‌ها قوانین این میز است.</translation>
    </message>
    <message>
        <source>Editable until the game starts; announce them to the table before the game. Hover a rule to see the seed line or source behind it.</source>
        <translation>تا شروع بازی قابل تغییر است؛ پیش از بازی آن‌ها را برای میز اعلام کنید. نشانگر را روی هر قانون نگه دارید تا سطر منبع یا مأخذ آن را ببینید.</translation>
    </message>
    <message>
        <source>Booklet defaults</source>
        <translation>پیش‌فرض‌های دفترچه</translation>
    </message>
    <message>
        <source>Scenario defaults</source>
        <translation>پیش‌فرض‌های سناریو</translation>
    </message>
    <message>
        <source>The scenario&apos;s defaults (seeds and rules_spec section 7).</source>
        <translation>پیش‌فرض‌های سناریو (منابع و بخش ۷ مشخصات قوانین).</translation>
    </message>
    <message>
        <source>The scenario&apos;s defaults (its file and rules_spec section 7).</source>
        <translation>پیش‌فرض‌های سناریو (پروندهٔ سناریو و بخش ۷ مشخصات قوانین).</translation>
    </message>
    <message>
        <source>no player may claim a role, hint at a role or swear an oath, for the whole game.</source>
        <translation>هیچ بازیکنی در سراسر بازی نمی‌تواند ادعای نقش کند، به نقشی اشاره کند یا قسم بخورد.</translation>
    </message>
    <message>
        <source>Common club practice</source>
        <translation type="vanished">رویهٔ رایج باشگاه‌ها</translation>
    </message>
    <message>
        <source>Print rules announced before the game…</source>
        <extracomment>One button per preset of the scenario file that sets a rule of this scenario.</extracomment>
        <translation>چاپ قوانین اعلام‌شده پیش از بازی…</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>پیش‌فرض: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Use these rules</source>
        <translation>اعمال این قوانین</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>یک عدد</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>منبع: %1</translation>
    </message>
    <message>
        <source>Values: %1</source>
        <translation>مقدارها: %1</translation>
    </message>
    <message>
        <source>Quorum:</source>
        <translation>حد نصاب:</translation>
    </message>
    <message>
        <source>Exit vote:</source>
        <translation>رأی خروج:</translation>
    </message>
    <message>
        <source>Ties:</source>
        <translation>تساوی:</translation>
    </message>
    <message>
        <source>Last-move cards:</source>
        <translation>کارت‌های حرکت آخر:</translation>
    </message>
    <message>
        <source>a player who leaves by the vote draws one card before leaving; a drawn card %1; when the deck is empty: %2.</source>
        <translation>بازیکنی که با رأی بیرون می‌رود پیش از رفتن یک کارت می‌کشد؛ کارت کشیده‌شده %1؛ وقتی کارت‌ها تمام شود: %2.</translation>
    </message>
    <message>
        <source>not played in this game.</source>
        <translation>در این بازی به کار نمی‌رود.</translation>
    </message>
    <message>
        <source>Role claims:</source>
        <translation>ادعای نقش:</translation>
    </message>
    <message>
        <source>no player may claim a role, hint at a role or swear an oath, for the whole game (S0:L25, S2:L38).</source>
        <translation type="vanished">هیچ بازیکنی در سراسر بازی نمی‌تواند ادعای نقش کند، به نقشی اشاره کند یا قسم بخورد (S0:L25، S2:L38).</translation>
    </message>
    <message>
        <source>Rules announced before the game</source>
        <translation>قوانین اعلام‌شده پیش از بازی</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Seat %1…</source>
        <extracomment>The digits typed so far for a seat number.</extracomment>
        <translation>صندلی %1…</translation>
    </message>
    <message>
        <source>No seat %1 at this table.</source>
        <translation>صندلی %1 در این میز نیست.</translation>
    </message>
    <message>
        <source>1 … 99</source>
        <translation>۱ … ۹۹</translation>
    </message>
    <message>
        <source>The seat with that number: acts as a click on it (a target, a nominee, the lottery&apos;s loser)</source>
        <translation>صندلی با آن شماره: مثل کلیک روی آن (هدف، نامزد رأی، بازندهٔ قرعه)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>اینتر</translation>
    </message>
    <message>
        <source>Confirm the current step (also takes a typed seat number at once)</source>
        <translation>تأیید مرحلهٔ کنونی (شمارهٔ صندلی تایپ‌شده را هم بی‌درنگ می‌گیرد)</translation>
    </message>
    <message>
        <source>Choose the current step&apos;s first, second … option</source>
        <translation>انتخاب گزینهٔ اول، دوم … مرحلهٔ کنونی</translation>
    </message>
    <message>
        <source>PageDown</source>
        <translation>PageDown</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the current step</source>
        <translation>بردن فوکوس صفحه‌کلید به مرحلهٔ کنونی</translation>
    </message>
    <message>
        <source>By day: open the next (previous) folded step</source>
        <translation>روز: باز کردن مرحلهٔ جمع‌شدهٔ بعدی (قبلی)</translation>
    </message>
    <message>
        <source>Leave a vote box: digits choose seats again</source>
        <translation>بیرون آمدن از خانهٔ رأی: رقم‌ها دوباره صندلی انتخاب می‌کنند</translation>
    </message>
    <message>
        <source>End the night or the day</source>
        <translation>پایان شب یا روز</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>بازگرداندن</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>دوباره</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>فاصله</translation>
    </message>
    <message>
        <source>Timer: start, pause, resume</source>
        <translation>زمان‌سنج: شروع، مکث، ادامه</translation>
    </message>
    <message>
        <source>Timer: reset</source>
        <translation>زمان‌سنج: از نو</translation>
    </message>
    <message>
        <source>Timer: next speaker</source>
        <translation>زمان‌سنج: نفر بعدی</translation>
    </message>
    <message>
        <source>Timer: challenge</source>
        <translation>زمان‌سنج: چالش</translation>
    </message>
    <message>
        <source>Privacy cover: hide every secret, or show it again</source>
        <translation>پردهٔ محرمانه: پنهان کردن همهٔ اسرار، یا نمایش دوباره</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>باز کردن بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <source>Save the game in a file you choose</source>
        <translation>ذخیرهٔ بازی در فایلی که انتخاب می‌کنید</translation>
    </message>
    <message>
        <source>Settings: language, theme, font size</source>
        <translation>تنظیمات: زبان، پوسته، اندازهٔ قلم</translation>
    </message>
    <message>
        <source>The selected seat&apos;s role and ability</source>
        <translation>نقش و توانایی صندلی انتخاب‌شده</translation>
    </message>
    <message>
        <source>The scenario&apos;s rules in short</source>
        <translation>قوانین سناریو به اختصار</translation>
    </message>
    <message>
        <source>In the public display: full screen, or back</source>
        <translation>در نمایش عمومی: تمام‌صفحه، یا برگشت</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>همین فهرست</translation>
    </message>
    <message>
        <source>Open the Game, Edit, View or Help menu</source>
        <translation>باز کردن منوی بازی، ویرایش، نمایش یا راهنما</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>The columns of the keys (each followed by the column of their action). The height a window manager&apos;s title bar and frame take, in pixels (a window not yet shown has no frame to measure).</extracomment>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>Every action of the desk has a key. Digits pick seats; a vote box keeps its digits until Esc.</source>
        <translation>هر کار میز گرداننده کلیدی دارد. رقم‌ها صندلی انتخاب می‌کنند؛ خانهٔ رأی رقم‌ها را تا زدن Esc نگه می‌دارد.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>کار</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No game yet. Start a new game (Ctrl+N) or open one.</source>
        <translation>هنوز بازی‌ای در کار نیست. یک بازی تازه شروع کنید (Ctrl+N) یا بازی ذخیره‌شده‌ای را باز کنید.</translation>
    </message>
    <message>
        <source>Trackers</source>
        <translation>شمارنده‌ها</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>گزارش</translation>
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
        <translation type="vanished">&amp;ذخیره…</translation>
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
        <translation type="vanished">&amp;پنهان کردن نقش‌ها</translation>
    </message>
    <message>
        <source>Warning: this game&apos;s scenario file has changed since the game was saved. It still replays, but check the roles and rules.</source>
        <translation>هشدار: فایل سناریوی این بازی پس از ذخیرهٔ بازی تغییر کرده است. بازی هنوز بازسازی می‌شود، اما نقش‌ها و قوانین را بررسی کنید.</translation>
    </message>
    <message>
        <source>&amp;Privacy cover</source>
        <translation>پردهٔ &amp;محرمانه</translation>
    </message>
    <message>
        <source>Privacy cover (F12): hide roles, night choices and trackers</source>
        <translation>پردهٔ محرمانه (F12): پنهان کردن نقش‌ها، انتخاب‌های شب و شمارنده‌ها</translation>
    </message>
    <message>
        <source>P&amp;ublic display</source>
        <translation>نمایشگر &amp;عمومی</translation>
    </message>
    <message>
        <source>A second window for a TV or projector: public facts only</source>
        <translation>پنجرهٔ دوم برای تلویزیون یا ویدئوپروژکتور: فقط اطلاعات عمومی</translation>
    </message>
    <message>
        <source>House &amp;rules…</source>
        <translation>&amp;قوانین میز…</translation>
    </message>
    <message>
        <source>&amp;Print rules announced before the game…</source>
        <translation>چا&amp;پ قوانین اعلام‌شده پیش از بازی…</translation>
    </message>
    <message>
        <source>Print role &amp;cards…</source>
        <translation>چاپ &amp;کارت‌های نقش…</translation>
    </message>
    <message>
        <source>Print night &amp;sheet…</source>
        <translation>چاپ برگهٔ &amp;شب…</translation>
    </message>
    <message>
        <source>&amp;Archive…</source>
        <translation>با&amp;یگانی…</translation>
    </message>
    <message>
        <source>The saved games: search by player, notes, replay a finished game</source>
        <translation>بازی‌های ذخیره‌شده: جست‌وجو با نام بازیکن، یادداشت‌ها، بازپخش بازی تمام‌شده</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج از برنامه</translation>
    </message>
    <message>
        <source>Setting up the table…</source>
        <extracomment>Where the settings are saved after the New game dialog (None: the app&apos;s folder). The folder last used by the open/save dialogs (also in ``settings.last_folder``). The public display (a second top-level window), once opened. The damaged autosaves found by the last offer, and the file chosen in it. The archive window, once opened. The box that says the club&apos;s scenario folder where it could not be opened. The worker reading many unindexed autosaves for the resume offer (while it runs). The worker building the archive index again after it was found damaged. ``ask_quit(title, text) -&gt; bool``: the question before quitting mid-game (:meth:`may_quit`); the default shows a box whose «Stay» is the default answer, tests replace it (as the controller&apos;s ``confirm``) or answer the box. ``ask_save_quit(title, text) -&gt; True | False | None``: the question before quitting while the narrator&apos;s own file lacks the last moves (:meth:`may_quit`): True «Save» (the default), False «Quit without saving», None «Stay» (Esc); tests replace it or answer the box. True while the Quit action closes the window (:meth:`quit_asking`). True once the desk is built (:meth:`build_desk`): the controller, the panels, the menus and the keys.</extracomment>
        <translation>میز آماده می‌شود…</translation>
    </message>
    <message>
        <source>The settings file was damaged and was moved aside (settings.json.bad); the default settings are used. %1</source>
        <extracomment>The desk&apos;s keys: seat numbers, Alt+n, Enter, PageDown, Esc (shortcuts.py). ``ask_resume(entry) -&gt; bool``: the resume offer at start (recovery.py); tests replace it so nothing blocks. ``ask_recover(damaged) -&gt; Path | None``: the offer when only damaged autosaves are left (their reasons, their last good states; recovery.py).</extracomment>
        <translation>پروندهٔ تنظیمات آسیب دیده بود و کنار گذاشته شد (settings.json.bad)؛ تنظیمات پیش‌فرض به کار می‌رود. %1</translation>
    </message>
    <message>
        <source>No game here. Another Ravi is playing in this data folder: open a saved game (Ctrl+O) to view it.</source>
        <translation>اینجا بازی‌ای نیست. راوی دیگری در این پوشهٔ داده بازی می‌گرداند: برای دیدن یک بازی ذخیره‌شده آن را باز کنید (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;ذخیره</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>ذخیره &amp;با نام دیگر…</translation>
    </message>
    <message>
        <source>Correct the &amp;deal…</source>
        <translation>اصلاح &amp;پخش…</translation>
    </message>
    <message>
        <source>Club scenario &amp;folder…</source>
        <translation>پوشهٔ سناریوهای با&amp;شگاه…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>تنظی&amp;مات…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>Open the folder where the club&apos;s own scenario files go</source>
        <translation>پوشه‌ای را باز می‌کند که فایل‌های سناریوی خود باشگاه در آن گذاشته می‌شوند</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>Club scenario folder</source>
        <translation>پوشهٔ سناریوهای باشگاه</translation>
    </message>
    <message>
        <source>The club&apos;s own scenario files go in this folder (it could not be opened here):
%1</source>
        <translation>فایل‌های سناریوی خود باشگاه در این پوشه گذاشته می‌شوند (اینجا باز نشد):
%1</translation>
    </message>
    <message>
        <source>A card shown to a player is still open behind the desk: its button brings it back; hold Esc on it or use its close button to close it.</source>
        <translation>کارتی که به بازیکن نشان داده شد هنوز پشت میز باز است: دکمه‌اش آن را دوباره جلو می‌آورد؛ برای بستنش روی آن Esc را نگه دارید یا دکمه‌ی بستنش را بزنید.</translation>
    </message>
    <message>
        <source>The public display is on the other screen, full screen (%1); the desk keeps the keyboard. View → Public display on screen moves it.</source>
        <translation>نمایشگر عمومی روی صفحه‌نمایش دیگر، تمام‌صفحه باز شد (%1)؛ صفحه‌کلید با میز می‌ماند. با «نمایش ← نمایش عمومی روی صفحه‌نمایش» جابه‌جا می‌شود.</translation>
    </message>
    <message>
        <source>The public display is open behind the desk: choose it again to bring it to the front, or put it on a TV (View → Public display on screen).</source>
        <translation type="vanished">نمایشگر عمومی پشت میز باز شد: برای آوردنش به جلو دوباره آن را انتخاب کنید، یا آن را روی تلویزیون بگذارید (نمایش ← نمایش عمومی روی صفحه‌نمایش).</translation>
    </message>
    <message>
        <source>Moves in memory only</source>
        <translation>حرکت‌هایی فقط در حافظه</translation>
    </message>
    <message>
        <source>The last moves of this game are only in memory: the autosave could not write them. Leave the game and lose them? Choose No to save it elsewhere first.</source>
        <translation>آخرین حرکت‌های این بازی فقط در حافظه‌اند: ذخیره‌ی خودکار نتوانست آن‌ها را بنویسد. بازی را رها می‌کنید و آن‌ها از دست می‌روند؟ برای ذخیره در جای دیگر «نه» را بزنید.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>The game is saved and you can go on with it next time. Quit?</source>
        <translation>بازی ذخیره شده است و دفعه‌ی بعد می‌توانید ادامه دهید. خارج می‌شوید؟</translation>
    </message>
    <message>
        <source>Save before quitting?</source>
        <translation>پیش از خروج ذخیره شود؟</translation>
    </message>
    <message>
        <source>%1 does not hold the last moves of this game (the autosave does). Save them there before quitting?</source>
        <translation>آخرین حرکت‌های این بازی در %1 نیست (در ذخیرهٔ خودکار هست). پیش از خروج آن‌ها را در همین پرونده ذخیره کنم؟</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>خروج بدون ذخیره</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>ماندن در بازی</translation>
    </message>
    <message>
        <source>Close Ravi</source>
        <translation type="vanished">بستن راوی</translation>
    </message>
    <message>
        <source>The last moves of this game are only in memory: the autosave could not write them. Save the game elsewhere before closing?</source>
        <translation type="vanished">آخرین حرکت‌های این بازی فقط در حافظه‌اند: ذخیره‌ی خودکار نتوانست آن‌ها را بنویسد. پیش از بستن، بازی را جای دیگری ذخیره می‌کنید؟</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation type="vanished">ذخیره در جای دیگر…</translation>
    </message>
    <message>
        <source>Close and lose them</source>
        <translation type="vanished">ببند و آن‌ها از دست بروند</translation>
    </message>
    <message>
        <source>Ravi</source>
        <extracomment>The frame a window manager adds around the window (borders, title bar) in px, taken while the window has none yet (before it is first shown): what a desktop&apos;s title bar and borders need, so that the first window is whole on screen. How long after its first show the window&apos;s frame is checked (ms, keep_on_screen). The most the window&apos;s least size may reach (px): the screen&apos;s available geometry less the frame (_cap_least_size).</extracomment>
        <translation>راوی</translation>
    </message>
    <message>
        <source>With them %1: %2.</source>
        <translation>همراه آنها %1: %2.</translation>
    </message>
    <message>
        <source>%1 — the game goes on in memory; free some space or save elsewhere.</source>
        <translation>%1 — بازی در حافظه ادامه دارد؛ کمی فضا آزاد کنید یا جای دیگری ذخیره کنید.</translation>
    </message>
    <message>
        <source>Public display opened: Esc on it brings the desk back; View → Public display on screen puts it on a TV.</source>
        <translation>نمایشگر عمومی باز شد: Esc روی آن میز را برمی‌گرداند؛ با «نمایش ← نمایش عمومی روی صفحه‌نمایش» روی تلویزیون می‌رود.</translation>
    </message>
    <message>
        <source>The new game dialog is not available yet.</source>
        <translation>پنجرهٔ بازی تازه هنوز در دسترس نیست.</translation>
    </message>
    <message>
        <source>A game is on the desk. It is autosaved and stays in the archive. Open the other game instead?</source>
        <translation>بازی‌ای روی میز است؛ خودکار ذخیره شده و در بایگانی می‌ماند. به جای آن بازی دیگر باز شود؟</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>A game is on the desk. It is autosaved and stays in the archive. Start a new game instead?</source>
        <translation>بازی‌ای روی میز است؛ خودکار ذخیره شده و در بایگانی می‌ماند. به جای آن بازی تازه‌ای شروع شود؟</translation>
    </message>
    <message>
        <source>Could not save the settings: %1</source>
        <translation>تنظیمات ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>PDF saved: %1</source>
        <translation>پی‌دی‌اف ذخیره شد: %1</translation>
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
        <source>Locked when the game starts.</source>
        <translation>با شروع بازی قفل می‌شود.</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>قوانین میز…</translation>
    </message>
    <message>
        <source>Our club&apos;s rules</source>
        <translation>قوانین باشگاه ما</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>ذخیره به نام</translation>
    </message>
    <message>
        <source>Print rules…</source>
        <translation>چاپ قوانین…</translation>
    </message>
    <message>
        <source>— saved presets —</source>
        <translation>— قوانین ذخیره‌شده —</translation>
    </message>
    <message>
        <source>Locked when the game starts. Last-move cards are off in this version.</source>
        <translation type="vanished">قفل با شروع بازی. کارت‌های حرکت آخر در این نسخه خاموش است.</translation>
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
        <source>Seat %1 (no name)</source>
        <translation>صندلی %1 (بی‌نام)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>%1 mafia, %2 city</source>
        <translation>%1 مافیا، %2 شهروند</translation>
    </message>
    <message>
        <source>%1 mafia, %2 city, %3 independent, playing with the side he chooses on the intro night</source>
        <translation>%1 مافیا، %2 شهروند، %3 مستقل که با سایدی که شب معارفه انتخاب می‌کند بازی می‌کند</translation>
    </message>
    <message>
        <source>%1 mafia, %2 city, %3 independent</source>
        <translation>%1 مافیا، %2 شهروند، %3 مستقل</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <source>Seats without a name are called by their number: %1.</source>
        <translation>صندلی‌های بی‌نام با شماره‌شان خوانده می‌شوند: %1.</translation>
    </message>
    <message>
        <source>Every seat has a name.</source>
        <translation>همهٔ صندلی‌ها نام دارند.</translation>
    </message>
    <message>
        <source>Not valid text as a name (a control character such as a tab or a line break): seat %1</source>
        <translation>نام باید متن معتبر باشد (بدون نویسهٔ کنترلی مانند جهش یا شکستن سطر): صندلی %1</translation>
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
    <message>
        <source>The booklet&apos;s scenarios</source>
        <extracomment>How long the dialog waits for the club&apos;s scenario files before it opens without them (seconds): they are read on a worker thread and join the list when read. The item data role of a scenario line&apos;s player range («۶ تا ۱۲ نفر»). the fields whose context menus are watched as they open (:meth:`watch_menus_of`) Answers kept at most, per label (a label is asked about a few widths for each text). The change events after which every kept height is let go. A house-rule preset was saved into the settings (the caller writes them to disk). a click on «Start game» or «Cancel» through an open popup (LY113-1) The card boxes&apos; items as last offered, and whether the boxes hold them (they are filled once cards are entered: :meth:`_refill_role_combos`). The name the last Enter moved to: a Down there next is that same move. True while the player count is the one the dialog set, the scenario&apos;s reference size; a count typed (or the last game&apos;s, restored) is kept on a switch of scenario that plays it (Z104-16). House rules the narrator changed (only keys that differ from the defaults). The screen area the dialog fits (None: its screen&apos;s available geometry) and whether its height was fitted to its body on its first show.</extracomment>
        <translation>سناریوهای دفترچه</translation>
    </message>
    <message>
        <source>Club scenarios</source>
        <translation>سناریوهای باشگاه‌ها</translation>
    </message>
    <message>
        <source>Your club&apos;s files</source>
        <translation>فایل‌های باشگاه شما</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1 تا %2 نفر</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message numerus="yes">
        <source>Click %n seat(s) on the table.</source>
        <translation>
            <numerusform>%n صندلی را روی میز کلیک کنید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <source>A note on this player for this phase (narrator only)</source>
        <translation>یادداشتی درباره‌ی این بازیکن در این مرحله (فقط برای راوی)</translation>
    </message>
    <message>
        <source>Note kept ✓</source>
        <translation>یادداشت نگه داشته شد ✓</translation>
    </message>
    <message>
        <source>Keep note</source>
        <translation>نگه‌داشتن یادداشت</translation>
    </message>
    <message>
        <source>Kept in the game file (Ctrl+Return)</source>
        <translation>در پرونده‌ی بازی نگه داشته می‌شود (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Notes on players, during the game:</source>
        <translation>یادداشت‌ها درباره‌ی بازیکنان، در طول بازی:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>یادداشت‌ها</translation>
    </message>
    <message>
        <source>Note on this seat…</source>
        <translation>یادداشت روی این صندلی…</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Print role cards</source>
        <extracomment>Literal ``translate(&quot;PrintPreview&quot;, &quot;…&quot;)`` calls, so that pyside6-lupdate extracts them (packaging/translations.py scans this file too). The document it paints, when it paints one (kept alive with the dialog).</extracomment>
        <translation>چاپ کارت‌های نقش</translation>
    </message>
    <message>
        <source>Print night sheet</source>
        <translation>چاپ برگهٔ شب</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>سناریو:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>بازیکنان:</translation>
    </message>
    <message>
        <source>Poker 63×88 mm</source>
        <translation>پوکر ۶۳×۸۸ میلی‌متر</translation>
    </message>
    <message>
        <source>Tarot 70×120 mm</source>
        <translation>تاروت ۷۰×۱۲۰ میلی‌متر</translation>
    </message>
    <message>
        <source>A6 105×148 mm</source>
        <translation>A6 ۱۰۵×۱۴۸ میلی‌متر</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>لِتر</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>پشت کارت‌ها</translation>
    </message>
    <message>
        <source>This game&apos;s deal, with names</source>
        <translation>نقش‌های این بازی، با نام بازیکنان</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>اندازه:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>کاغذ:</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>خروجی پی‌دی‌اف…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>خروجی پی‌دی‌اف</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>فایل‌های پی‌دی‌اف (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write the PDF: %1</source>
        <translation>پی‌دی‌اف نوشته نشد: %1</translation>
    </message>
    <message>
        <source>PDF saved: %1</source>
        <translation>پی‌دی‌اف ذخیره شد: %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;جستجو در:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>پرونده‌هایی از &amp;نوع:</translation>
    </message>
</context>
<context>
    <name>Ravi</name>
    <message>
        <source>Show this player</source>
        <extracomment>The word or number the player is shown (``privacy.signal_text``), or None. What the signal is, in the player&apos;s words (``privacy.signal_caption``), or None.</extracomment>
        <translation>نشان دادن به این بازیکن</translation>
    </message>
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
        <extracomment>The widgets a narrator types text or numbers into: the focus is not taken from them. The count in the box is another number (or none): the row&apos;s seat.</extracomment>
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
        <source>Narrator only — not to be read aloud</source>
        <translation>فقط برای راوی — با صدای بلند خوانده نشود</translation>
    </message>
    <message>
        <source>%1 votes to leave; %2 players vote</source>
        <translation>%1 رأی برای خروج؛ %2 نفر رأی می‌دهند</translation>
    </message>
    <message>
        <source>Vote on the accused</source>
        <translation>رأی‌گیری متهمان</translation>
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
        <source>Most votes leave; %1 players vote</source>
        <translation type="vanished">بیشترین رأی خارج می‌شود؛ %1 نفر رأی می‌دهند</translation>
    </message>
    <message>
        <source>Most votes leave; %1 players vote on each</source>
        <translation>بیشترین رأی خارج می‌شود؛ %1 نفر به هر مدافع رأی می‌دهند</translation>
    </message>
    <message>
        <source>%1 votes to defend; %2 players vote on each</source>
        <translation>%1 رأی برای دفاع؛ %2 نفر به هر نامزد رأی می‌دهند</translation>
    </message>
    <message>
        <source>The defender leaves whatever the votes</source>
        <translation>مدافع با هر تعداد رأی خارج می‌شود</translation>
    </message>
    <message>
        <source>No nominee yet: click the nominees on the table. For a day with none, press «Confirm votes».</source>
        <translation>هنوز کسی رأی نگرفته است: رأی‌گرفته‌ها را روی میز کلیک کنید. برای روزی بی‌رأی، «تأیید رأی‌ها» را بزنید.</translation>
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
        <source>revote: %1</source>
        <extracomment>The folded exit vote&apos;s title after a revote: the revote&apos;s counts.</extracomment>
        <translation>رأی‌گیری دوباره: %1</translation>
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
        <source>Tie between %1: vote again between them (revote); the death lottery only if this ties too.</source>
        <translation>تساوی میان %1: دوباره میان همین‌ها رأی بگیرید (رأی‌گیری دوباره)؛ قرعهٔ مرگ فقط اگر این رأی هم مساوی شود.</translation>
    </message>
    <message>
        <source>Tie between %1: draw the death lottery, or click the loser on the table.</source>
        <translation>تساوی میان %1: قرعهٔ مرگ را بکشید، یا بازندهٔ قرعه را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 leaves the game. %2: click on the table the player he takes with him.</source>
        <translation type="vanished">%1 از بازی بیرون می‌رود. %2: بازیکنی را که با خود می‌برد روی میز کلیک کنید.</translation>
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
        <source>%1 leaves the game (%2); the role was %3.</source>
        <translation>%1 از بازی خارج می‌شود (%2)؛ نقش او %3 بود.</translation>
    </message>
    <message>
        <source>%1 leaves the game (%2).</source>
        <translation>%1 از بازی خارج می‌شود (%2).</translation>
    </message>
    <message>
        <source>No last-move card is left to draw.</source>
        <translation>کارت حرکت آخری برای کشیدن نمانده است.</translation>
    </message>
    <message>
        <source>%1 stays in the game (last-move card).</source>
        <translation>%1 در بازی می‌ماند (کارت حرکت آخر).</translation>
    </message>
    <message>
        <source>%1 stays in the game: the vote shows the role, %2.</source>
        <translation>%1 در بازی می‌ماند: رأی فقط نقش او را نشان می‌دهد، %2.</translation>
    </message>
    <message>
        <source>%1 stays in the game: the vote shows the role, %2; no card is drawn.</source>
        <translation>%1 در بازی می‌ماند: رأی فقط نقش او را نشان می‌دهد، %2؛ کارتی کشیده نمی‌شود.</translation>
    </message>
    <message>
        <source>Guns not fired yet: %1. The guns are fired before the defense vote: confirming it closes them.</source>
        <translation>تفنگ‌هایی که هنوز شلیک نشده‌اند: %1. تفنگ‌ها پیش از رأی دفاع شلیک می‌شوند: با ثبت آن پنجرهٔ شلیک بسته می‌شود.</translation>
    </message>
    <message>
        <source>Treason vote: %1 taken off the count against %2.</source>
        <translation>رأی خیانت: %1 از شمارش رأی‌های %2 کم می‌شود.</translation>
    </message>
    <message>
        <source>Treason vote: %1 added to the count against %2.</source>
        <translation>رأی خیانت: %1 به شمارش رأی‌های %2 اضافه می‌شود.</translation>
    </message>
    <message>
        <source>%1 Counted: %2.</source>
        <translation>%1 شمارش‌شده: %2.</translation>
    </message>
    <message>
        <source>%1 (tie); revote: %2</source>
        <extracomment>The folded exit vote after a revote (A05): %1 the tied first round&apos;s counts, %2 the revote&apos;s.</extracomment>
        <translation>%1 (تساوی)؛ رأی‌گیری دوباره: %2</translation>
    </message>
    <message>
        <source>%1 (tie)</source>
        <extracomment>The folded exit vote that tied (the revote still due, or no revote).</extracomment>
        <translation>%1 (تساوی)</translation>
    </message>
    <message>
        <source>Introductions only today: no vote.</source>
        <translation>امروز فقط معارفه است: رأی‌گیری نیست.</translation>
    </message>
    <message>
        <source>%1 takes %2 with him: record it? The table is told at once.</source>
        <translation>%1 %2 را با خود می‌برد: ثبت شود؟ میز همان لحظه باخبر می‌شود.</translation>
    </message>
    <message>
        <source>%1 is not defending: the exit vote is for the defenders only.</source>
        <translation>%1 در دفاع نیست: رأی خروج فقط برای مدافعان است.</translation>
    </message>
    <message>
        <source>No vote was recorded today. End the day without a vote?</source>
        <translation>هیچ رأی‌گیری‌ای امروز ثبت نشده است. روز بدون رأی‌گیری تمام شود؟</translation>
    </message>
    <message>
        <source>Nobody leaves today.</source>
        <translation>امروز کسی از بازی خارج نمی‌شود.</translation>
    </message>
    <message>
        <source>%1: click on the table the player he takes with him, or End day if he passes.</source>
        <translation>%1: بازیکنی را که با خود می‌برد روی میز کلیک کنید، یا اگر شلیک نمی‌کند «پایان روز» را بزنید.</translation>
    </message>
    <message>
        <source>%1: click on the table the player he takes with him.</source>
        <translation>%1: بازیکنی را که با خود می‌برد روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>Nobody leaves the game.</source>
        <translation>کسی از بازی خارج نمی‌شود.</translation>
    </message>
    <message>
        <source>Type a number of votes for %1.</source>
        <translation>تعداد رأی‌های %1 را بنویسید.</translation>
    </message>
    <message>
        <source>Nothing changed: these votes are already recorded.</source>
        <translation>چیزی تغییر نکرد: همین رأی‌ها پیش‌تر ثبت شده‌اند.</translation>
    </message>
    <message>
        <source>The intro round is not over: %1 of %2 players have spoken. End the intro day anyway?</source>
        <translation>دور معارفه تمام نشده است: %1 نفر از %2 نفر معارفه کرده‌اند. روز معارفه تمام شود؟</translation>
    </message>
    <message>
        <source>Reopen this recorded vote to correct it; confirming it again replaces the recorded one.</source>
        <translation>این رأی ثبت‌شده را برای اصلاح باز کنید؛ تأیید دوباره جای رأی ثبت‌شده را می‌گیرد.</translation>
    </message>
    <message>
        <source>[private]</source>
        <extracomment>Custom role: True for a public line. The log lines shown, as objects: states share the lines of their common past, so a refresh re-renders only what changed after the longest shared prefix.
----------
Pixels a log row is given beyond its measured text (see :meth:`RowSizes._measure`). width → the sizes of rows 0, 1, … measured at that width (the view asks at more than one width while it lays out: with and without the scroll bar). A new font or style forgets them all (LogPanel.changeEvent). How many times a row was really measured (a figure for tests and profiles). Each row as drawn, kept by what it shows (see drawRow), newest last. Pictures of rows kept (a page of rows is a few dozen; each action scrolls the page). The facts of the paint in progress (:meth:`_paint_facts`), else None.</extracomment>
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
        <source>%1&apos;s answer: %2</source>
        <translation>پاسخ %1: %2</translation>
    </message>
    <message>
        <source>Sherlock was signalled: %1</source>
        <translation>پاسخ شرلوک: %1</translation>
    </message>
    <message>
        <source>The guard was told the code: %1</source>
        <translation type="vanished">رمز به نگهبان گفته شد: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nostradamus was shown: %1 mafia</source>
        <translation>به نوستراداموس نشان داده شد: %1 مافیا</translation>
    </message>
    <message>
        <source>Nostradamus was shown: %1 of the %2</source>
        <translation>به نوستراداموس نشان داده شد: %1 نفر از %2</translation>
    </message>
    <message>
        <source>[narrator only] Nostradamus was shown: %1 of the %2</source>
        <translation>[محرمانه] به نوستراداموس نشان داده شد: %1 نفر از %2</translation>
    </message>
    <message>
        <source>%1 meet each other</source>
        <extracomment>Tables of translated words already made: ``{(table, language, translations epoch): {key: text}}`` (:func:`_per_language`).</extracomment>
        <translation>آشنایی %1</translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation>اعلام شد: %1</translation>
    </message>
    <message>
        <source>Read aloud during the night: %1</source>
        <translation>در شب اعلام شد: %1</translation>
    </message>
    <message>
        <source>The %1 was told the code: %2</source>
        <translation>رمز به %1 گفته شد: %2</translation>
    </message>
    <message>
        <source>%1&apos;s decision: the exit is cancelled, nobody leaves today</source>
        <translation>تصمیم %1: خروج لغو شد، امروز کسی بیرون نمی‌رود</translation>
    </message>
    <message>
        <source>%1&apos;s decision: %2 leaves without the exit vote</source>
        <translation>تصمیم %1: %2 بدون رأی خروج بیرون می‌رود</translation>
    </message>
    <message>
        <source>%1 (no effect: the exit vote decides)</source>
        <translation>%1 (بی‌اثر: رأی خروج تصمیم می‌گیرد)</translation>
    </message>
    <message>
        <source>%1 guesses %2</source>
        <translation>%1 حدس می‌زند: %2</translation>
    </message>
    <message>
        <source>%1 handcuffs %2 for tonight</source>
        <translation>%1 به %2 برای امشب دستبند می‌زند</translation>
    </message>
    <message>
        <source>%1 swaps cards with %2</source>
        <translation>%1 کارتش را با %2 عوض می‌کند</translation>
    </message>
    <message>
        <source>%1 silences %2</source>
        <translation>%1 به %2 سکوت می‌دهد</translation>
    </message>
    <message>
        <source>No interrogation today: %1 has left the game; the %2&apos;s summons is spent</source>
        <translation>امروز بازجویی برگزار نمی‌شود: %1 از بازی بیرون رفته است؛ احضار %2 مصرف شد</translation>
    </message>
    <message>
        <source>%1 left the game (%2)</source>
        <translation>%1 از بازی خارج شد (%2)</translation>
    </message>
    <message>
        <source>no votes</source>
        <translation>بدون رأی</translation>
    </message>
    <message>
        <source>Defense vote: %1 (threshold %2)</source>
        <translation>رأی‌گیری دفاع: %1 (حد&#xa0;نصاب %2)</translation>
    </message>
    <message>
        <source>Vote on the accused: %1 (threshold %2)</source>
        <translation>رأی‌گیری روی متهم‌ها: %1 (حد نصاب %2)</translation>
    </message>
    <message>
        <source>— counted: %1</source>
        <translation>— شمارش نهایی: %1</translation>
    </message>
    <message>
        <source>Exit vote: %1 (tie); revote: %2</source>
        <translation>رأی خروج: %1 (تساوی)؛ رأی‌گیری دوباره: %2</translation>
    </message>
    <message>
        <source>Exit vote: %1 (tie)</source>
        <translation>رأی خروج: %1 (تساوی)</translation>
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
        <source>Last-move card: %1 drew %2; the role revealed: %3</source>
        <translation>کارت حرکت آخر: %1 کارت «%2» را کشید؛ نقشی که اعلام شد: %3</translation>
    </message>
    <message>
        <source>Last-move card: %1 drew %2</source>
        <translation>کارت حرکت آخر: %1 کارت «%2» را کشید</translation>
    </message>
    <message>
        <source>Chaos, round %1: %2</source>
        <translation>کی‌آس، دور %1: %2</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>The current step&apos;s colour: its row&apos;s frame, its mark&apos;s badge, a checked option. A row&apos;s frame by its state (PF41-2): the frame&apos;s colour, its width (px), the palette&apos;s colour filling the row, and whether the frame is dashed. The rows paint it themselves (:meth:`StepRow.paintEvent`); it was the style sheet&apos;s, by the row&apos;s ``state`` property, and each change of state had Qt work the row&apos;s and its mark&apos;s style out again. The frame of a row in any other state (a step to come). A row&apos;s rounded corners and its mark&apos;s (px, the outer edge). Checklist rows kept out of sight when a night has fewer steps than the last, for a later night (:meth:`NightPanel._put_aside`): a night&apos;s steps vary by a few. The line read aloud is this many points larger than the window&apos;s text, at every font size the narrator chooses (it was a fixed 12 pt: below the rest of the row at 14 pt, a narrator&apos;s trial). What the narrator alone must know at this step, marked «[narrator only, do not say it]», apart from the words said (CF57: inside the spoken line it was read out)</extracomment>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>Code:</source>
        <extracomment>The ring&apos;s targets or picked seats changed (the window re-reads :meth:`ring_targets`). The text the «show this player» card shows now (``signal_card_text``), or None. What the card&apos;s value is, in the player&apos;s words («Number of mafia»), or None.</extracomment>
        <translation>رمز:</translation>
    </message>
    <message>
        <source>Guessed role:</source>
        <translation>نقش حدس‌زده:</translation>
    </message>
    <message>
        <source>— choose the role —</source>
        <translation>— نقش را انتخاب کنید —</translation>
    </message>
    <message>
        <source>Confirm</source>
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
        <source>The team decides together and points at the target; the actions closed tonight are greyed among the options.</source>
        <translation>تیم با هم تصمیم می‌گیرد و هدف را با اشاره نشان می‌دهد؛ اکشن‌هایی که امشب بسته‌اند در گزینه‌ها خاکستری‌اند.</translation>
    </message>
    <message>
        <source>%1 holds his own antidote: if the vote and the herbalist do not cure him, it does, and the morning says he took the antidote.</source>
        <translation type="vanished">%1 پادزهر خودش را دارد: اگر رأی و عطار درمانش نکنند، پادزهر خودش درمانش می‌کند و صبح اعلام می‌شود که پادزهر گرفت.</translation>
    </message>
    <message>
        <source>%1 voided this player&apos;s ability on %2 tonight: if he names that seat, nothing happens to it.</source>
        <translation>%1 امشب توانایی این بازیکن را روی %2 بی‌اثر کرده است: اگر آن صندلی را نشان دهد، چیزی رخ نمی‌دهد.</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>قانون: %1</translation>
    </message>
    <message>
        <source>Closed tonight, leave it out of the call: %1</source>
        <translation type="vanished">امشب بسته است، در فراخوان نگویید: %1</translation>
    </message>
    <message>
        <source>Closed tonight, leave it out of the call: %1 (%2)</source>
        <translation type="vanished">امشب بسته است، در فراخوان نگویید: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 holds his own antidote: if the vote and the herbalist do not cure him, it does, and you announce here that he took the antidote.</source>
        <translation>%1 پادزهر خودش را دارد: اگر رأی و عطار درمانش نکنند، پادزهر خودش درمانش می‌کند و همین‌جا اعلام می‌کنید که پادزهر گرفت.</translation>
    </message>
    <message>
        <source>The attempt failed: say these words as on a success, wake nobody, and wait as long as a meeting takes.</source>
        <translation>تلاش ناموفق بود: همین جمله را مثل وقتی موفق است بگویید، کسی را بیدار نکنید و به اندازه‌ی یک آشنایی صبر کنید.</translation>
    </message>
    <message>
        <source>[narrator only, do not say it] %1</source>
        <translation>[فقط راوی، نگویید] %1</translation>
    </message>
    <message>
        <source>Closed tonight: %1 (%2)</source>
        <translation>امشب بسته: %1 (%2)</translation>
    </message>
    <message>
        <source>Closed tonight: %1</source>
        <translation>امشب بسته: %1</translation>
    </message>
    <message>
        <source>%1 turned this action back tonight: it is spent and does nothing; wake nobody for it.</source>
        <translation>%1 امشب این اکشن را برگرداند: مصرف می‌شود و اثری ندارد؛ کسی را برایش بیدار نکنید.</translation>
    </message>
    <message>
        <source>%1 turned this action back tonight: it lands on the player himself, whoever he points at.</source>
        <translation>%1 امشب این اکشن را برگرداند: به هر کس اشاره کند، روی خود او می‌نشیند.</translation>
    </message>
    <message>
        <source>%1 turned this action back tonight: it lands on %2, whoever he points at.</source>
        <translation>%1 امشب این اکشن را برگرداند: به هر کس اشاره کند، روی %2 می‌نشیند.</translation>
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
        <source>Read aloud: %1</source>
        <translation>با صدای بلند بخوانید: %1</translation>
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
        <source>pickpocketed</source>
        <translation>دزدیده‌شده</translation>
    </message>
    <message>
        <source>held hostage</source>
        <translation>گروگان</translation>
    </message>
    <message>
        <source>hacked</source>
        <translation>هک‌شده</translation>
    </message>
    <message>
        <source>The %1&apos;s answer: neutral gesture (acts for nothing).</source>
        <translation>پاسخ به %1: اشارهٔ خنثی (بی‌اثر است).</translation>
    </message>
    <message>
        <source>Narrator only: %1 joined the mafia tonight; the answer reads the card he held at the night&apos;s start.</source>
        <translation>فقط برای گرداننده: %1 امشب به مافیا پیوست؛ پاسخ، کارتی را می‌خواند که او در آغاز شب داشت.</translation>
    </message>
    <message>
        <source>Answer %1: %2 (thumb down).</source>
        <translation type="vanished">پاسخ به %1: %2 (شست پایین).</translation>
    </message>
    <message>
        <source>Answer %1: %2 (thumb up).</source>
        <translation type="vanished">پاسخ به %1: %2 (شست بالا).</translation>
    </message>
    <message>
        <source>Show %1 that %2 is the %3.</source>
        <translation>به %1 نشان دهید که %2 %3 است.</translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation>%1 دربارهٔ %2</translation>
    </message>
    <message>
        <source>yes, he joined</source>
        <translation>بله، پیوسته است</translation>
    </message>
    <message>
        <source>no, he did not join</source>
        <translation>نه، نپیوسته است</translation>
    </message>
    <message>
        <source>The mine did not fire, so no mafia member leaves: record the plain shot with the button below.</source>
        <translation>مین منفجر نشد و کسی از مافیا کنار نمی‌رود: شلیک ساده را با دکمهٔ زیر ثبت کنید.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Count the hands first, then choose by the count — %1</source>
        <translation>ابتدا دست‌ها را بشمارید، سپس بر پایهٔ شمار انتخاب کنید — %1</translation>
    </message>
    <message>
        <source>Record a plain %1 on %2 instead</source>
        <translation>به‌جای آن «%1» ساده روی %2 ثبت شود</translation>
    </message>
    <message>
        <source>Click up to %1 seats on the table: first %2, then %3.</source>
        <translation>تا %1 صندلی را روی میز کلیک کنید: اول %2، بعد %3.</translation>
    </message>
    <message>
        <source>Chosen: %1 — next: %2</source>
        <translation>انتخاب‌شده: %1 — بعدی: %2</translation>
    </message>
    <message>
        <source>Answer the detective: neutral gesture (acts for nothing).</source>
        <translation type="vanished">پاسخ به کارآگاه: اشارهٔ خنثی (بی‌اثر است).</translation>
    </message>
    <message>
        <source>Answer the detective: MAFIA (thumb down).</source>
        <translation type="vanished">پاسخ به کارآگاه: مافیا (شست پایین).</translation>
    </message>
    <message>
        <source>Answer the detective: CITIZEN (thumb up).</source>
        <translation type="vanished">پاسخ به کارآگاه: شهروند (شست بالا).</translation>
    </message>
    <message>
        <source>Show %1: nobody (no victim tonight).</source>
        <translation>به %1 نشان دهید: هیچ‌کس (امشب قربانی ندارد).</translation>
    </message>
    <message>
        <source>Show %1: %2</source>
        <translation>به %1 نشان دهید: %2</translation>
    </message>
    <message>
        <source>Only %1 is left of this group: wake him for this step, and leave out the words that tell him not to wake.</source>
        <translation>از این گروه فقط %1 مانده است: او را برای این نوبت بیدار کنید و واژه‌هایی را که می‌گویند او بیدار نشود نگویید.</translation>
    </message>
    <message>
        <source>This game announces no attempt: say nothing; wake him with a touch and show him the team.</source>
        <translation>در این بازی هیچ تلاشی اعلام نمی‌شود: چیزی نگویید؛ با لمس شانه بیدارش کنید و تیم را نشانش دهید.</translation>
    </message>
    <message>
        <source>Answer %1: %2.</source>
        <translation type="vanished">پاسخ به %1: %2.</translation>
    </message>
    <message>
        <source>Sherlock&apos;s answer: neutral gesture (acts for nothing).</source>
        <translation>پاسخ به شرلوک: اشارهٔ خنثی (بی‌اثر است).</translation>
    </message>
    <message>
        <source>Sherlock&apos;s answer: WRONG (thumb down).</source>
        <translation>پاسخ به شرلوک: غلط (شست پایین).</translation>
    </message>
    <message>
        <source>Sherlock: RIGHT (thumb up); show him his new card: %1</source>
        <translation>شرلوک: درست (شست بالا)؛ کارت تازه: %1</translation>
    </message>
    <message>
        <source>Dummy call (%1): call the role as usual; the choice is recorded and ignored.</source>
        <translation>فراخوان ساختگی (%1): نقش را مثل همیشه صدا بزنید؛ انتخاب ثبت می‌شود ولی اثری ندارد.</translation>
    </message>
    <message>
        <source>Votes for the antidote:</source>
        <translation>رأی موافق پادزهر:</translation>
    </message>
    <message>
        <source>%1 (with the choice above, optional):</source>
        <translation>%1 (همراه انتخاب بالا، اختیاری):</translation>
    </message>
    <message>
        <source>Click up to %1 seats on the table.</source>
        <translation>تا %1 صندلی را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>Answer Sherlock: RIGHT (thumb up) and show him his new card: %1.</source>
        <translation type="vanished">پاسخ به شرلوک: درست (شست بالا)؛ کارت تازه‌اش را نشانش دهید: %1.</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>غلط</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>درست</translation>
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
        <source>Chosen: %1 — choose each gun&apos;s type.</source>
        <translation>انتخاب‌شده: %1 — نوع هر تفنگ را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Draw a card at random</source>
        <extracomment>The announcement tokens a card can add to the day&apos;s record (rules/cards.py). The lines to read aloud after the card (for tests and the public view).</extracomment>
        <translation>کشیدن تصادفی یک کارت</translation>
    </message>
    <message>
        <source>…or record the card the player drew from the deck:</source>
        <translation>…یا کارتی را که بازیکن از دسته کشید ثبت کنید:</translation>
    </message>
    <message>
        <source>House rule: the table&apos;s own card texts. The app records the card; carry out its effect by hand.</source>
        <translation>قانون میز: متن‌های خود میز برای کارت‌ها. برنامه کارت را ثبت می‌کند؛ اثرش را با دست اجرا کنید.</translation>
    </message>
    <message>
        <source>Carry out the card</source>
        <translation>اجرای کارت</translation>
    </message>
    <message>
        <source>The death lottery fell on %1; last-move card: they draw one before leaving.</source>
        <translation>قرعهٔ مرگ به نام %1 درآمد؛ کارت حرکت آخر: پیش از رفتن یک کارت می‌کشد.</translation>
    </message>
    <message>
        <source>Last-move card: %1 draws one before leaving.</source>
        <translation>کارت حرکت آخر: %1 پیش از رفتن یک کارت می‌کشد.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>منبع: %1</translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation>انتخاب‌شده: %1</translation>
    </message>
    <message>
        <source>Chosen: nobody yet</source>
        <translation>انتخاب‌شده: هنوز کسی</translation>
    </message>
    <message>
        <source>Nothing to announce: the card&apos;s effect stays secret.</source>
        <translation>چیزی برای اعلام نیست: اثر کارت پنهان می‌ماند.</translation>
    </message>
    <message>
        <source>Read aloud:</source>
        <translation>با صدای بلند بخوانید:</translation>
    </message>
    <message>
        <source>%1 is the independent himself: he returns to the game but loses his shield. Confirm to carry it out.</source>
        <translation>%1 خود مستقل است: به بازی برمی‌گردد ولی سپرش را از دست می‌دهد. برای اجرا تأیید کنید.</translation>
    </message>
    <message>
        <source>Nothing to choose. Confirm to carry out the card.</source>
        <translation>انتخابی لازم نیست. برای اجرای کارت تأیید کنید.</translation>
    </message>
    <message>
        <source>%1 points at one player to silence: click him on the table.</source>
        <translation>صندلی %1 یک بازیکن را برای سکوت نشان می‌دهد: او را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 points at two players to silence: click them on the table.</source>
        <translation>صندلی %1 دو بازیکن را برای سکوت نشان می‌دهد: آن‌ها را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 points at %2 players to silence: click them on the table.</source>
        <translation>صندلی %1، %2 بازیکن را برای سکوت نشان می‌دهد: آن‌ها را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 points at the player to handcuff: click him on the table.</source>
        <translation>%1 به بازیکنی که باید دستبند بخورد اشاره می‌کند: او را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 swaps role cards with a living player: click him on the table.</source>
        <translation>%1 کارت نقشش را با یک بازیکن زنده عوض می‌کند: او را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 guesses who the independent is: click the guess on the table.</source>
        <translation>%1 حدس می‌زند مستقل کیست: حدس را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>[narrator only] %1 is handcuffed: no ability tonight.</source>
        <translation>[محرمانه] %1 دستبند خورده است: امشب توانایی ندارد.</translation>
    </message>
    <message>
        <source>[narrator only] %1 now holds the leaving player&apos;s card.</source>
        <translation>[محرمانه] کارت بازیکن خارج‌شده اکنون در دست %1 است.</translation>
    </message>
    <message>
        <source>Click %1 players on the table first.</source>
        <translation>اول %1 بازیکن را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>Click %1 seat(s) on the table.</source>
        <translation type="vanished">%1 صندلی را روی میز کلیک کنید.</translation>
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
        <source>The %1&apos;s answer: %2 (thumb down).</source>
        <translation>پاسخ به %1: %2 (شست پایین).</translation>
    </message>
    <message>
        <source>The %1&apos;s answer: %2 (thumb up).</source>
        <translation>پاسخ به %1: %2 (شست بالا).</translation>
    </message>
    <message>
        <source>Confirm every step first.</source>
        <translation>اول همهٔ مرحله‌ها را تأیید کنید.</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>Margin around a seat&apos;s card in the cached picture of its texts and pills: they lie inside the card (``tests/ui/test_ring_pictures.py``), the margin takes their antialiasing. A smaller picture is fewer pixels blended at every paint (PF33-2). Margin around the card in its cached picture: the legal target&apos;s 5-px border is drawn half outside the card&apos;s edge.</extracomment>
        <translation>میز</translation>
    </message>
    <message>
        <source>%1 (no effect)</source>
        <translation>%1 (بی‌اثر)</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>گرداننده</translation>
    </message>
    <message>
        <source>Intro day</source>
        <extracomment>``translate(&quot;Ravi&quot;, &quot;literal&quot;)``: written out at each call so that ``pyside6-lupdate`` extracts the text with its context. Style sheet rules of every window of the app (main window, public display): each label shows its text as plain text, so a player&apos;s name such as ``&lt;img src=…&gt;`` or ``&lt;b&gt;`` is shown as typed, never rendered — a label added later is plain by construction. Only a label marked with :func:`rich_label` (its markup built here, names escaped) renders HTML; the tooltip label keeps Qt&apos;s automatic format (tooltips go through :func:`plain_tip`). A number (Persian or ASCII digits), the space after it and a letter: a count and its word.</extracomment>
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
        <source>Game over</source>
        <extracomment>The language of the seat numbers (Persian or Latin digits); the window sets it. the scenario&apos;s own words for tokens whose common word names another game&apos;s role (the engine&apos;s ``token_words``), set by the window with the seats Each seat&apos;s marks that stay from night to day (the engine&apos;s ``standing_marks``: a mine laid on an earlier night, the representatives), set by the window with the seats: a card short of room folds them first (:meth:`_folded`) seat -&gt; None (legal) or the refusal sentence; None when no picker is active. seat -&gt; its marks (``speaker``, ``silenced``: ring_marks.py), painted as pills whether the cards keep room for a mark pill (by day, when marks can be shown) the seats the narrator keeps a note on (:meth:`set_noted`) The last layouts kept (:meth:`_layout`), by what they were made for (PL32-1). The layout of the paint in progress (:meth:`paintEvent`), else None. Whether tonight&apos;s tokens size the cards&apos; pills (:meth:`_pill_column`, :meth:`_seats_row`); False only while :meth:`_layout` looks for the cards of the night&apos;s start, before the tokens came (LY108-4).</extracomment>
        <translation>پایان بازی</translation>
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
        <source>cursed</source>
        <translation>طلسم‌شده</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>حدس‌زده‌شده</translation>
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
        <source>independent, playing with the city</source>
        <translation>مستقل، بازی با ساید شهر</translation>
    </message>
    <message>
        <source>independent, playing with the mafia</source>
        <translation>مستقل، بازی با ساید مافیا</translation>
    </message>
    <message>
        <source>independent, no side chosen yet</source>
        <translation>مستقل، هنوز سایدی انتخاب نکرده</translation>
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
        <source>Left the table</source>
        <translation>ترک میز</translation>
    </message>
    <message>
        <source>Shot</source>
        <extracomment>An option&apos;s word when it names one player where its namesake names several: the charlatan&apos;s one-seat ``pick`` (Bazpors; the guide&apos;s is ``pick_player``) against Nostradamus&apos;s three, the soldier&apos;s one bullet (``give``, Namayande 4.6) against the Zodiac gunner&apos;s guns (CR37-10, CR38-2). Said on the button (:func:`button_label`) and in the recorded choice (:func:`describe_choice`: the value names one seat).</extracomment>
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
        <source>Curse</source>
        <translation>طلسم</translation>
    </message>
    <message>
        <source>Guess a role</source>
        <translation>حدس نقش</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>برعکس کردن</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>دزدی</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>سکوت</translation>
    </message>
    <message>
        <source>Status request</source>
        <translation>درخواست استعلام وضعیت</translation>
    </message>
    <message>
        <source>Plant the bomb</source>
        <translation>کار گذاشتن بمب</translation>
    </message>
    <message>
        <source>Give the bullet</source>
        <translation>دادن گلوله</translation>
    </message>
    <message>
        <source>Heal and poison</source>
        <translation>درمان و زهر</translation>
    </message>
    <message>
        <source>Shot and mine toll</source>
        <translation>شلیک و قربانی مین</translation>
    </message>
    <message>
        <source>Count, no antidote</source>
        <translation>شمارش، بی‌پادزهر</translation>
    </message>
    <message>
        <source>Count only (no antidote given)</source>
        <translation type="vanished">فقط شمارش (پادزهری داده نمی‌شود)</translation>
    </message>
    <message>
        <source>Count only</source>
        <translation type="vanished">فقط شمارش رأی</translation>
    </message>
    <message>
        <source>Antidote given</source>
        <translation>پادزهر داده شد</translation>
    </message>
    <message>
        <source>Antidote withheld</source>
        <translation>پادزهر داده نشد</translation>
    </message>
    <message>
        <source>Representative %1, up (+%2)</source>
        <translation>نماینده %1، بالا (+%2)</translation>
    </message>
    <message>
        <source>Representative %1, down (−%2)</source>
        <translation>نماینده %1، پایین (−%2)</translation>
    </message>
    <message>
        <source>No %1</source>
        <translation>بدون %1</translation>
    </message>
    <message>
        <source>Votes for the antidote: %1</source>
        <translation>رأی موافق پادزهر: %1</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 در نقش %2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>رمز</translation>
    </message>
    <message>
        <source>Give guns</source>
        <translation>دادن تفنگ‌ها</translation>
    </message>
    <message>
        <source>Take hostage</source>
        <translation>گروگان گرفتن</translation>
    </message>
    <message>
        <source>Negotiate</source>
        <translation>مذاکره</translation>
    </message>
    <message>
        <source>Lay a mine</source>
        <translation>مین‌گذاری</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>محافظت</translation>
    </message>
    <message>
        <source>Wake</source>
        <translation>بیدار کردن</translation>
    </message>
    <message>
        <source>Ask for the status</source>
        <translation>درخواست استعلام وضعیت</translation>
    </message>
    <message>
        <source>Guard&apos;s code</source>
        <translation>رمز محافظ</translation>
    </message>
    <message>
        <source>Holder&apos;s code</source>
        <translation>رمز دارندهٔ بمب</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>درمان</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>زهر</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>عاشق‌ها</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>پیوند</translation>
    </message>
    <message>
        <source>Hands for the antidote (no antidote given)</source>
        <translation type="vanished">دست‌های موافق پادزهر (پادزهری داده نمی‌شود)</translation>
    </message>
    <message>
        <source>Majority: the antidote is given</source>
        <translation type="vanished">اکثریت: پادزهر داده می‌شود</translation>
    </message>
    <message>
        <source>Majority: the antidote is withheld</source>
        <translation type="vanished">اکثریت: پادزهر داده نمی‌شود</translation>
    </message>
    <message>
        <source>war gun</source>
        <translation>تفنگ جنگی</translation>
    </message>
    <message>
        <source>blank gun</source>
        <translation>تفنگ مشقی</translation>
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
        <source>Guess: %1 as %2</source>
        <translation>حدس: %1 در نقش %2</translation>
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
    <message>
        <source>current curse: %1</source>
        <translation>طلسم کنونی: %1</translation>
    </message>
    <message>
        <source>shown by the vote</source>
        <translation>با رأی آشکار شد</translation>
    </message>
    <message>
        <source>role swapped</source>
        <translation>نقش عوض شد</translation>
    </message>
    <message>
        <source>no swap</source>
        <translation>بدون تعویض</translation>
    </message>
    <message>
        <source>theft: %1</source>
        <translation>دزدی: %1</translation>
    </message>
    <message>
        <source>silences left: %1</source>
        <translation>سکوت‌های باقی‌مانده: %1</translation>
    </message>
    <message>
        <source>armour: %1</source>
        <translation>زره: %1</translation>
    </message>
    <message>
        <source>status requests: %1</source>
        <translation>درخواست‌های استعلام وضعیت: %1</translation>
    </message>
    <message>
        <source>decision: %1</source>
        <translation>تصمیم: %1</translation>
    </message>
    <message>
        <source>bomb: %1</source>
        <translation>بمب: %1</translation>
    </message>
    <message>
        <source>guns left: war %1, blank %2</source>
        <translation>تفنگ‌های باقی‌مانده: جنگی %1، مشقی %2</translation>
    </message>
    <message>
        <source>wakes left: %1</source>
        <translation>بیدار کردن‌های باقی‌مانده: %1</translation>
    </message>
    <message>
        <source>poison: %1</source>
        <translation>زهر: %1</translation>
    </message>
    <message>
        <source>antidote: %1</source>
        <translation>پادزهر: %1</translation>
    </message>
    <message>
        <source>heir of: %1</source>
        <translation>وارثِ صندلی %1</translation>
    </message>
    <message>
        <source>links left: %1</source>
        <translation>پیوندهای باقی‌مانده: %1</translation>
    </message>
    <message>
        <source>linked: %1</source>
        <translation>پیوندی‌ها: %1</translation>
    </message>
    <message>
        <source>safe from the night shot</source>
        <translation type="vanished">مصون از شلیک شب</translation>
    </message>
    <message>
        <source>held</source>
        <translation>در دست</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>مصرف‌شده</translation>
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
        <source>not available (Saul is out of play)</source>
        <translation>ممکن نیست (ساول بیرون از بازی است)</translation>
    </message>
    <message>
        <source>after a mafia exit</source>
        <translation>پس از خروج یک مافیا</translation>
    </message>
    <message>
        <source>%1 (void)</source>
        <translation>%1 (بی‌اثر)</translation>
    </message>
    <message>
        <source>heir of: nobody chosen yet</source>
        <extracomment>The heir&apos;s tracker before he names a player (the intro night): he is nobody&apos;s heir.</extracomment>
        <translation>هنوز وارثِ کسی نیست</translation>
    </message>
    <message>
        <source>he himself is safe from the night shot</source>
        <translation>خودش از شلیک شب مصون است</translation>
    </message>
    <message>
        <source>tonight: %1</source>
        <extracomment>After a record of the last night&apos;s target («Last hold: 7, 10 — tonight: 5, 9»): the seats his step named tonight, the record from End night.</extracomment>
        <translation>امشب: %1</translation>
    </message>
    <message>
        <source>%1 — laid tonight</source>
        <translation>%1 — امشب گذاشته شد</translation>
    </message>
    <message>
        <source>%1 — laid tonight, for tonight only</source>
        <translation>%1 — امشب گذاشته شد، فقط برای امشب</translation>
    </message>
    <message>
        <source>not available (out of play)</source>
        <translation>ممکن نیست (بیرون از بازی)</translation>
    </message>
    <message>
        <source>the narrator shoots Kane on night %1</source>
        <translation>راوی کین را در شب %1 می‌زند</translation>
    </message>
    <message>
        <source>side: %1 — chosen tonight, kept at End night</source>
        <translation>ساید: %1 — انتخاب امشب، با پایان شب ثبت می‌شود</translation>
    </message>
    <message>
        <source>tonight&apos;s curse: %1 — kept at End night</source>
        <translation>طلسم امشب: %1 — با پایان شب ثبت می‌شود</translation>
    </message>
    <message>
        <source>done</source>
        <translation>تمام‌شده</translation>
    </message>
    <message>
        <source>live</source>
        <translation>فعال</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>بمب</translation>
    </message>
    <message>
        <source>in front of %1 · code %2 · %3</source>
        <translation>جلوی %1؛ رمز %2؛ %3</translation>
    </message>
    <message>
        <source>(lost with its holder)</source>
        <translation>(با خروج دارنده‌اش از دست رفت)</translation>
    </message>
    <message>
        <source>(back with the Gunner)</source>
        <translation>(به تفنگدار برگشت)</translation>
    </message>
    <message>
        <source>(exploded, not fired)</source>
        <translation>(شلیک نشد و منفجر شد)</translation>
    </message>
    <message>
        <source>(fired)</source>
        <translation>(شلیک‌شده)</translation>
    </message>
    <message>
        <source>(disabled)</source>
        <translation>(ازکارافتاده)</translation>
    </message>
    <message>
        <source>Status inquiries</source>
        <translation>استعلام‌های وضعیت</translation>
    </message>
    <message>
        <source>left: %1</source>
        <translation>باقی‌مانده: %1</translation>
    </message>
    <message>
        <source>Click to open this step</source>
        <translation>برای باز کردن این مرحله کلیک کنید</translation>
    </message>
    <message>
        <source>Chaos: the handshake</source>
        <extracomment>The lines the latest step added that the day&apos;s exit set off (a lover&apos;s heartbreak, the hunter&apos;s shot: ``engine.day_exit_place``): the day panel reads them under the exit&apos;s line.</extracomment>
        <translation>کی‌آس: دست دادن</translation>
    </message>
    <message>
        <source>Short talk; then all three close their eyes and each points at one of the other two. Click where each one points.</source>
        <translation>گفت‌وگوی کوتاه؛ سپس هر سه چشم می‌بندند و هر کدام به یکی از دو نفر دیگر اشاره می‌کند. جایی را که هر کس اشاره می‌کند کلیک کنید.</translation>
    </message>
    <message>
        <source>Confirm the handshake</source>
        <translation>تأیید دست دادن</translation>
    </message>
    <message>
        <source>Guns</source>
        <translation>تفنگ‌ها</translation>
    </message>
    <message>
        <source>Fire a gun</source>
        <translation>شلیک با تفنگ</translation>
    </message>
    <message>
        <source>Confirm the shot</source>
        <translation>تأیید شلیک</translation>
    </message>
    <message>
        <source>Status inquiry</source>
        <translation>استعلام وضعیت</translation>
    </message>
    <message>
        <source>The table asks for the status</source>
        <translation>میز استعلام وضعیت می‌خواهد</translation>
    </message>
    <message>
        <source>The Mayor&apos;s decision</source>
        <translation>تصمیم شهردار</translation>
    </message>
    <message>
        <source>Cancel the exit</source>
        <translation>لغو خروج</translation>
    </message>
    <message>
        <source>Send a defender out</source>
        <translation>بیرون فرستادن یک مدافع</translation>
    </message>
    <message>
        <source>No decision</source>
        <translation>بدون تصمیم</translation>
    </message>
    <message>
        <source>The Mayor decides nothing today: the exit vote decides.</source>
        <translation>شهردار امروز تصمیمی نمی‌گیرد: رأی خروج تصمیم می‌گیرد.</translation>
    </message>
    <message>
        <source>The bomb</source>
        <translation>بمب</translation>
    </message>
    <message>
        <source>Out of the game so far — %1</source>
        <translation type="vanished">بیرون‌رفته‌ها تا اینجا — %1</translation>
    </message>
    <message>
        <source>Out so far — %1</source>
        <translation type="vanished">بیرون‌رفته‌ها تا اینجا — %1</translation>
    </message>
    <message>
        <source>No handshake: one more round.</source>
        <translation>دست دادنی نشد: یک دور دیگر.</translation>
    </message>
    <message>
        <source>First round.</source>
        <translation>دور اول.</translation>
    </message>
    <message>
        <source>points at</source>
        <translation>اشاره به</translation>
    </message>
    <message>
        <source>Sherlock</source>
        <translation>شرلوک</translation>
    </message>
    <message>
        <source>no handshake</source>
        <translation>بدون دست دادن</translation>
    </message>
    <message>
        <source>one more round, then mafia</source>
        <translation>یک دور دیگر، سپس مافیا</translation>
    </message>
    <message>
        <source>Handshake</source>
        <translation>دست دادن</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="vanished">برنده</translation>
    </message>
    <message>
        <source>Guns are fired in seat order: if %1 fires now, the turn of %2 passes (no shot for them today).</source>
        <translation>تفنگ‌ها به ترتیب صندلی شلیک می‌شوند: اگر %1 الان شلیک کند، نوبت %2 می‌گذرد (امروز دیگر شلیکی ندارد).</translation>
    </message>
    <message>
        <source>Gun holders today: %1</source>
        <translation>دارندگان تفنگ امروز: %1</translation>
    </message>
    <message>
        <source>Every gun has been fired.</source>
        <translation>همهٔ تفنگ‌ها شلیک شده‌اند.</translation>
    </message>
    <message>
        <source>Click the shooter on the table.</source>
        <translation>شلیک‌کننده را روی میز کلیک کنید.</translation>
    </message>
    <message>
        <source>Shooter: %1. Click the target.</source>
        <translation>شلیک‌کننده: %1. هدف را کلیک کنید.</translation>
    </message>
    <message>
        <source>%1 shoots at %2.</source>
        <translation>%1 به %2 شلیک می‌کند.</translation>
    </message>
    <message>
        <source>Status inquiry (%1 left)</source>
        <translation>استعلام وضعیت (%1 بار باقی‌مانده)</translation>
    </message>
    <message>
        <source>The Mayor cancelled today&apos;s exit.</source>
        <translation>شهردار خروج امروز را لغو کرد.</translation>
    </message>
    <message>
        <source>The Mayor sent %1 out.</source>
        <translation>شهردار %1 را بیرون فرستاد.</translation>
    </message>
    <message>
        <source>%1 No effect: the exit vote decides.</source>
        <translation>%1 بی‌اثر است: رأی خروج تصمیم می‌گیرد.</translation>
    </message>
    <message>
        <source>Click the defender the Mayor sends out.</source>
        <translation>مدافعی را که شهردار بیرون می‌فرستد کلیک کنید.</translation>
    </message>
    <message>
        <source>The Mayor, %1, may cancel the exit or send a defender out instead of the exit vote.</source>
        <translation>شهردار، %1، می‌تواند به جای رأی خروج، خروج را لغو کند یا یک مدافع را بیرون بفرستد.</translation>
    </message>
    <message>
        <source>The codes come after the vote: the %1&apos;s at the noon sleep, the holder&apos;s at the end of the day.</source>
        <translation>رمزها بعد از رأی‌گیری می‌آیند: رمز %1 در خواب نیمروز، رمز دارنده‌ی بمب در پایان روز.</translation>
    </message>
    <message>
        <source>Noon sleep: the %1&apos;s code, if he tries (he defuses or dies):</source>
        <translation>خواب نیم‌روز: رمز %1، اگر اقدام کند (بمب را خنثی می‌کند یا کشته می‌شود):</translation>
    </message>
    <message>
        <source>If the %1 does not try, press nothing here: the holder&apos;s code below ends the bomb.</source>
        <translation>اگر %1 تلاش نکند، اینجا چیزی نزنید: رمز صاحب بمب در ردیف زیر کار بمب را تمام می‌کند.</translation>
    </message>
    <message>
        <source>The codes come after the vote: the guard&apos;s at the noon sleep, the holder&apos;s at the end of the day.</source>
        <translation type="vanished">رمزها بعد از رأی‌گیری می‌آیند: رمز نگهبان در خواب نیمروز، رمز دارنده‌ی بمب در پایان روز.</translation>
    </message>
    <message>
        <source>Noon sleep: the guard&apos;s code, if he tries (he defuses or dies):</source>
        <translation type="vanished">خواب نیم‌روز: رمز محافظ، اگر اقدام کند (بمب را خنثی می‌کند یا کشته می‌شود):</translation>
    </message>
    <message>
        <source>If the guard does not try, press nothing here: the holder&apos;s code below ends the bomb.</source>
        <translation type="vanished">اگر نگهبان تلاش نکند، اینجا چیزی نزنید: رمز صاحب بمب در ردیف زیر کار بمب را تمام می‌کند.</translation>
    </message>
    <message>
        <source>Nobody has left the game yet: the answer would be 0 of every side, and it spends one of the %1 status inquiries left. Spend it anyway?</source>
        <translation>هنوز کسی از بازی بیرون نرفته است: پاسخ برای هر ساید ۰ خواهد بود و یکی از %1 استعلام وضعیتِ باقی‌مانده خرج می‌شود. با این حال خرج شود؟</translation>
    </message>
    <message>
        <source>The Mayor (%1) may cancel the exit or send a defender out instead of the exit vote.</source>
        <translation type="vanished">شهردار (%1) می‌تواند به جای رأی خروج، خروج را لغو کند یا یک مدافع را بیرون بفرستد.</translation>
    </message>
    <message>
        <source>A bomb is in front of %1 (code 1 to 5).</source>
        <translation>بمبی جلوی %1 است (رمز ۱ تا ۵).</translation>
    </message>
    <message>
        <source>Noon sleep: the guard&apos;s code (he defuses or dies):</source>
        <translation type="vanished">خواب نیم‌روز: رمز محافظ (بمب را خنثی می‌کند یا کشته می‌شود):</translation>
    </message>
    <message>
        <source>End of the day: the holder&apos;s code:</source>
        <translation>پایان روز: رمز دارندهٔ بمب:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>No</source>
        <translation>خیر</translation>
    </message>
    <message>
        <source>Citizen</source>
        <translation>شهروند</translation>
    </message>
    <message>
        <source>Number of mafia</source>
        <extracomment>How the private signals the card can show are given, in the order they are looked for (the engine&apos;s ``private_form``: a count, an inquiry&apos;s side answer, a code).</extracomment>
        <translation>تعداد مافیاها</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>پاسخ</translation>
    </message>
    <message>
        <source>Show the number of mafia to %1</source>
        <translation>نشان دادن تعداد مافیاها به %1</translation>
    </message>
    <message>
        <source>Show the answer of %1 to %2</source>
        <translation type="vanished">نشان دادن پاسخ %1 به %2</translation>
    </message>
    <message>
        <source>Show the %1&apos;s answer to %2</source>
        <translation>نشان دادن پاسخ %1 به %2</translation>
    </message>
    <message>
        <source>Show the code to %1</source>
        <translation>نشان دادن کد به %1</translation>
    </message>
    <message>
        <source>Positive</source>
        <translation>مثبت</translation>
    </message>
    <message>
        <source>Negative</source>
        <translation>منفی</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Narrator: hold Esc for one second, or use the close button.</source>
        <translation>راوی: Esc را یک ثانیه نگه دارید، یا دکمهٔ بستن را بزنید.</translation>
    </message>
    <message>
        <source>Close the card?</source>
        <extracomment>The text&apos;s largest size in points (a number, «Yes»); a longer text gets smaller.</extracomment>
        <translation>کارت بسته شود؟</translation>
    </message>
    <message>
        <source>Close the card? The desk stays under the privacy cover until you press F12.</source>
        <translation>کارت بسته شود؟ میز راوی تا وقتی F12 را بزنید زیر پردهٔ محرمانه می‌ماند.</translation>
    </message>
    <message>
        <source>Close the card</source>
        <translation>بستن کارت</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>باز بماند</translation>
    </message>
    <message>
        <source>Privacy cover: the narrator&apos;s desk is hidden. Press F12 to show it again.</source>
        <translation>پردهٔ محرمانه: میز راوی پنهان است. برای نمایش دوباره F12 را بزنید.</translation>
    </message>
    <message>
        <source>Esc or a click closes</source>
        <translation type="vanished">Esc یا یک کلیک می‌بندد</translation>
    </message>
    <message>
        <source>Privacy cover: roles, night choices and trackers are hidden. Press F12 to show them again.</source>
        <translation type="vanished">پردهٔ محرمانه: نقش‌ها، انتخاب‌های شب و شمارنده‌ها پنهان است. برای نمایش دوباره F12 را بزنید.</translation>
    </message>
    <message>
        <source>Show on screen</source>
        <extracomment>The seat chips&apos; font sizes (points), largest first: the largest whose chips fit the width in at most :data:`CHIP_ROWS` rows is used (issue 23: at 18 players 20 pt cut every name). A chip&apos;s room beside its text (pixels): the style&apos;s padding (10 each side), border (2 each side) and a little air, so that «Seyedmahmoud 2» is never cut on either side. The clock&apos;s font sizes (points), largest first: the largest at which the window&apos;s facts fit its height is used (:meth:`PublicWindow.fit_height`): the clock yields room before the seats&apos; chips are squeezed (at 1280×720, a running timer beside three lines of news cut every name in half, a narrator&apos;s trial, TR98-8). The first is the style&apos;s. How long the keys&apos; hint («Esc: back to the desk · F11: full screen») stays on the display each time it is shown (ms): the narrator reads it as the window opens; the table no longer reads it on the TV all game long. The keys keep working without it. The public posts the display names (``PublicView.offices``&apos; tokens): the representatives&apos; two slots, «Representative 1: …» (the slot&apos;s number is the token&apos;s last character). The chips&apos; largest size the window&apos;s height allows (None: the width&apos;s), and whether that fit is being applied (:meth:`fit_height`). The display was behind another window or put away since it was last in front: brought forward, it shows its keys&apos; hint again (:meth:`changeEvent`). The desk window to bring back with Esc (the main window sets it), or None.</extracomment>
        <translation>نمایش روی صفحه‌نمایش</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>تمام‌صفحه (F11)</translation>
    </message>
    <message>
        <source>Ravi — public display</source>
        <translation type="vanished">راوی — نمایشگر عمومی</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>در بازی</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>راوی</translation>
    </message>
    <message>
        <source>Public display — Ravi</source>
        <translation>نمایشگر عمومی — راوی</translation>
    </message>
    <message>
        <source>Esc: back to the desk · F11: full screen</source>
        <translation type="vanished">Esc: بازگشت به میز · F11: تمام‌صفحه</translation>
    </message>
    <message>
        <source>%1: back to the desk · %2: full screen</source>
        <translation>%1: بازگشت به میز · %2: تمام‌صفحه</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>برنده: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1. Winning seats: %2</source>
        <translation>بازی تمام شد؛ برنده: %1. صندلی‌های برنده: %2</translation>
    </message>
    <message>
        <source>Representative %1: %2</source>
        <translation>نمایندهٔ %1: %2</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>چالش: %1</translation>
    </message>
    <message>
        <source>Challenge in %1&apos;s turn</source>
        <translation>چالش در نوبت %1</translation>
    </message>
    <message>
        <source>Speaking: %1</source>
        <translation>صحبت می‌کند: %1</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>وقت تمام شد!</translation>
    </message>
    <message>
        <source>Keys: Space start, pause, resume · R reset · N next speaker · C challenge</source>
        <translation>کلیدها: فاصله شروع، مکث، ادامه · R از نو · N نفر بعدی · C چالش</translation>
    </message>
    <message>
        <source>First:</source>
        <translation>نفر اول:</translation>
    </message>
    <message>
        <source>Talk round</source>
        <translation>دور صحبت</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>دفاع</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Repaint interval while a clock runs (the time itself comes from the monotonic clock). How long the zero alert flashes, and how fast. How many times the alert sounded (for tests and the curious). The table&apos;s names (seats from 1) and the language the items are in. Emitted on every repaint and change (the public display follows it). The game the first-speaker list was last filled for: another game starts the list at its first seat (a trial saw the last game&apos;s «First: 2» carried over). The seats (from 1) a day procedure has picked to defend before its step is recorded (Capo&apos;s two suspects, club_scenarios 6.8): the main window gives the day panel&apos;s procedure box&apos;s; none by default.</extracomment>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>از نو</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>چالش</translation>
    </message>
    <message>
        <source>Who takes the challenge (optional)</source>
        <translation>چه کسی چالش می‌گیرد (اختیاری)</translation>
    </message>
    <message>
        <source>Start, pause or resume the timer</source>
        <translation>شروع، مکث یا ادامهٔ زمان‌سنج</translation>
    </message>
    <message>
        <source>Reset the timer</source>
        <translation>صفر کردن زمان‌سنج</translation>
    </message>
    <message>
        <source>Next speaker</source>
        <translation>نفر بعدی</translation>
    </message>
    <message>
        <source>Intro round</source>
        <translation>دور معارفه</translation>
    </message>
    <message>
        <source>Nobody has the floor.</source>
        <translation>هیچ‌کس نوبت صحبت ندارد.</translation>
    </message>
    <message>
        <source>No challenge in this round.</source>
        <translation>در این دور چالش نیست.</translation>
    </message>
    <message>
        <source>This speaker&apos;s challenge is used.</source>
        <translation>چالش این صحبت‌کننده استفاده شده است.</translation>
    </message>
    <message>
        <source>A silenced player is not given the floor today.</source>
        <translation>بازیکنِ ساکت امروز نوبت صحبت نمی‌گیرد.</translation>
    </message>
    <message>
        <source>Only another player who speaks today may be given the challenge.</source>
        <translation>چالش را فقط می‌توان به بازیکن دیگری داد که امروز صحبت می‌کند.</translation>
    </message>
    <message>
        <source>Intro talk</source>
        <translation>صحبت معارفه</translation>
    </message>
    <message>
        <source>Defense speeches</source>
        <translation>دفاعیه‌ها</translation>
    </message>
    <message>
        <source>Timer — %1</source>
        <translation>زمان‌سنج — %1</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>زمان‌سنج</translation>
    </message>
    <message>
        <source>Choose the first speaker.</source>
        <translation>نفر اول صحبت را انتخاب کنید.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>دور تمام شد.</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>چالش‌گیرنده</translation>
    </message>
    <message>
        <source>Challenge: %1, in the turn of %2</source>
        <translation>چالش: %1، در نوبت %2</translation>
    </message>
    <message>
        <source>Challenge: %1 — in the turn of %2</source>
        <translation type="vanished">چالش: %1 — در نوبت %2</translation>
    </message>
    <message>
        <source>Challenge: %1 (in %2&apos;s turn)</source>
        <translation type="vanished">چالش: %1 (در نوبت %2)</translation>
    </message>
    <message>
        <source>(paused)</source>
        <translation>(مکث)</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>بعدی: %1</translation>
    </message>
    <message>
        <source>Last speaker of the round.</source>
        <translation>آخرین صحبت‌کنندهٔ دور.</translation>
    </message>
    <message>
        <source>speaks</source>
        <extracomment>The least share of the ring&apos;s width the table&apos;s centre keeps when the cards can be shaped for it (two columns of side-by-side cards leave it thin: the pills go under the texts instead; issue 23, the trial&apos;s ten seats). The card&apos;s forms (:meth:`SeatRing._card_for`): its pills in a column beside its texts, in two rows under them, in one row under them, or in one row on the name&apos;s line, the role under both across the whole card (:data:`NAME_ROW`); or that row at the name line&apos;s end, the name taking what the seat&apos;s pills leave of the line (:data:`NAME_FIT`: the card no wider than keeps the table&apos;s centre, long names shortened or elided, LY105-1); or a column of three rows beside the texts (:data:`TALL`: a taller card where the ring&apos;s sides have the room, so that a seat&apos;s third token is whole in its own row, LY106-2). The forms whose pills are a column beside the texts (two rows, or three: :data:`TALL`). The most rows of pills a card is made tall enough for, where the ring&apos;s sides have the room (:data:`TALL`, :data:`UNDER`; LY108-3). A letter of the Arabic script (a Persian word): :meth:`SeatRing.void_strike`. where a name may be cut: between words, at a hyphen, at a zero-width non-joiner mark kind -&gt; (ink, pill colour) The note mark&apos;s (ink, pill colour): white on a pencil brown, unlike every other pill.</extracomment>
        <translation>صحبت</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>ساکت‌شده</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>دفاع</translation>
    </message>
    <message>
        <source>note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>End challenge</source>
        <translation>پایان چالش</translation>
    </message>
    <message>
        <source>Leaves the table…</source>
        <translation>ترک میز…</translation>
    </message>
    <message>
        <source>Leaves the table</source>
        <translation>ترک میز</translation>
    </message>
    <message>
        <source>%1 leaves the table for good: out of the game now, with no last move, no card and no return. Record it?</source>
        <translation>%1 میز را برای همیشه ترک می‌کند: از همین حالا بیرون از بازی، بی حرکت آخر، بی کارت و بی بازگشت. ثبت شود؟</translation>
    </message>
    <message>
        <source>Correct the deal</source>
        <translation>اصلاح پخش</translation>
    </message>
    <message>
        <source>Give each seat the card it really holds. Every action recorded since the deal is replayed on the corrected deal; if one of them no longer holds, nothing changes and you are told which.</source>
        <translation>به هر صندلی کارتی را بدهید که واقعاً در دست دارد. همهٔ حرکت‌های ثبت‌شده پس از پخش روی پخش اصلاح‌شده دوباره اجرا می‌شوند؛ اگر یکی از آن‌ها دیگر ممکن نباشد، چیزی تغییر نمی‌کند و گفته می‌شود کدام.</translation>
    </message>
    <message>
        <source>Record the corrected deal</source>
        <translation>ثبت پخش اصلاح‌شده</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Public display on screen</source>
        <translation>نمایش عمومی روی صفحه‌نمایش</translation>
    </message>
    <message>
        <source>Trustee (the most named)</source>
        <translation>معتمد (بیشترین رأی اعتماد)</translation>
    </message>
    <message>
        <source>First suspect (fired at first)</source>
        <translation>مظنون اول (نخستین شلیک)</translation>
    </message>
    <message>
        <source>Second suspect</source>
        <translation>مظنون دوم</translation>
    </message>
    <message>
        <source>Real bullet (the mafia&apos;s secret choice at the midday nap)</source>
        <translation>گلولهٔ واقعی (انتخاب پنهان مافیا در خواب نیمروز)</translation>
    </message>
    <message>
        <source>Representative 1</source>
        <translation>نماینده‌ی ۱</translation>
    </message>
    <message>
        <source>Representative 2</source>
        <translation>نماینده‌ی ۲</translation>
    </message>
    <message>
        <source>Representative 1&apos;s accused</source>
        <translation>متهمِ نماینده‌ی ۱</translation>
    </message>
    <message>
        <source>Representative 2&apos;s accused</source>
        <translation>متهمِ نماینده‌ی ۲</translation>
    </message>
    <message>
        <source>The rebel&apos;s target</source>
        <translation>هدف یاغی</translation>
    </message>
    <message>
        <source>Electing the representatives</source>
        <translation>انتخاب نمایندگان</translation>
    </message>
    <message>
        <source>Click on the table the elected: representative 1 (the most named in round 1), then representative 2 (round 2).</source>
        <translation>منتخب‌ها را روی میز کلیک کنید: نماینده‌ی ۱ (پرتکرارترین نام دور اول)، سپس نماینده‌ی ۲ (دور دوم).</translation>
    </message>
    <message>
        <source>Record the election</source>
        <translation>ثبت انتخاب</translation>
    </message>
    <message>
        <source>The representatives&apos; accusations</source>
        <translation>اتهام نمایندگان</translation>
    </message>
    <message>
        <source>Click on the table representative 1&apos;s accused, then representative 2&apos;s (the same player twice if both name him); then the vote below.</source>
        <translation>متهمِ نماینده‌ی ۱ و سپس متهمِ نماینده‌ی ۲ را روی میز کلیک کنید (اگر هر دو یک نفر را نام ببرند، همان را دو بار)؛ سپس رأی‌گیری پایین.</translation>
    </message>
    <message>
        <source>Record the accusations</source>
        <translation>ثبت اتهام‌ها</translation>
    </message>
    <message>
        <source>The rebel strikes</source>
        <translation>ضربهٔ یاغی</translation>
    </message>
    <message>
        <source>Click on the table the player the rebel takes with him (the bodyguard or his ward: the rebel leaves alone); the day then ends.</source>
        <translation>کسی را که یاغی با خود می‌برد روی میز کلیک کنید (اگر محافظ یا کسی باشد که محافظ از او محافظت کرده، یاغی تنها می‌رود)؛ سپس روز تمام می‌شود.</translation>
    </message>
    <message>
        <source>Record the strike</source>
        <translation>ثبت ضربه</translation>
    </message>
    <message>
        <source>%1 («%2» on the table): %3</source>
        <translation>%1 («%2» روی میز): %3</translation>
    </message>
    <message>
        <source>The rebel struck</source>
        <translation type="vanished">یاغی ضربه زد</translation>
    </message>
    <message>
        <source>Trust vote and the guns</source>
        <translation>رأی اعتماد و تفنگ‌ها</translation>
    </message>
    <message>
        <source>Click on the table, in order: the trustee, the two suspects (the first is fired at first), then the one whose gun holds the real bullet.</source>
        <translation>به ترتیب روی میز کلیک کنید: معتمد، دو مظنون (اولی نخست شلیک می‌شود)، سپس کسی که تفنگش گلولهٔ واقعی دارد.</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>شلیک</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>پاک کردن</translation>
    </message>
    <message>
        <source>Vote held: confirm</source>
        <translation>رأی‌گیری برگزار شد: ثبت</translation>
    </message>
    <message>
        <source>Not held</source>
        <translation>برگزار نشد</translation>
    </message>
    <message>
        <source>Draw the death lottery</source>
        <translation>کشیدن قرعهٔ مرگ</translation>
    </message>
    <message>
        <source>Interrogation: %1</source>
        <translation>بازجویی: %1</translation>
    </message>
    <message>
        <source>Each defends twice, 30 seconds each; then the vote is held or not, as the player who summoned them signals. Type each one&apos;s votes.</source>
        <translation>هر کدام دو بار، هر بار ۳۰ ثانیه دفاع می‌کند؛ سپس به اشارهٔ کسی که آن‌ها را احضار کرده رأی‌گیری برگزار می‌شود یا نه. رأی هر کدام را بنویسید.</translation>
    </message>
    <message>
        <source>Interrogation (narrator only)</source>
        <translation>بازجویی (فقط راوی)</translation>
    </message>
    <message>
        <source>Tie between %1: draw the death lottery.</source>
        <translation>تساوی میان %1: قرعهٔ مرگ را بکشید.</translation>
    </message>
    <message>
        <source>The interrogation vote is not held.</source>
        <translation>رأی‌گیری بازجویی برگزار نمی‌شود.</translation>
    </message>
    <message>
        <source>%1 leaves the game by the interrogation vote.</source>
        <translation>%1 با رأی بازجویی از بازی خارج می‌شود.</translation>
    </message>
    <message>
        <source>The interrogation vote is held.</source>
        <translation>رأی‌گیری بازجویی برگزار شد.</translation>
    </message>
    <message>
        <source>Votes for %1</source>
        <translation>رأی‌های %1</translation>
    </message>
    <message>
        <source>Interrogation vote</source>
        <translation>رأی‌گیری بازپرسی</translation>
    </message>
    <message>
        <source>No votes were typed: record a 0–0 tie (the death lottery)?</source>
        <translation>هیچ رأیی وارد نشده است: تساوی ۰–۰ (قرعهٔ مرگ) ثبت شود؟</translation>
    </message>
    <message>
        <source>Summon two</source>
        <translation>احضار دو نفر</translation>
    </message>
    <message>
        <source>Interrogation of %1: %2</source>
        <translation>بازجویی %1: %2</translation>
    </message>
    <message>
        <source>the vote is held</source>
        <translation>رأی‌گیری برگزار می‌شود</translation>
    </message>
    <message>
        <source>the vote is not held</source>
        <translation>رأی‌گیری برگزار نمی‌شود</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>The archive index is busy (another program is writing to it); the saved games are read from their files.</source>
        <extracomment>At most this many autosaves not yet in the archive index (after a crash: the game being played) are read at start before the offer; more (a first start over many saved games, an index set aside as damaged) are read by :class:`OfferFinder` on its own thread. The archive index&apos;s troubles met (``archive_index.IndexTrouble``).</extracomment>
        <translation>نمایهٔ بایگانی مشغول است (برنامهٔ دیگری در آن می‌نویسد)؛ بازی‌های ذخیره‌شده از پرونده‌های خودشان خوانده می‌شوند.</translation>
    </message>
    <message>
        <source>The archive index was damaged: it was set aside as %1 and is built again from the saved games.</source>
        <translation>نمایهٔ بایگانی آسیب دیده بود: با نام %1 کنار گذاشته شد و از روی بازی‌های ذخیره‌شده دوباره ساخته می‌شود.</translation>
    </message>
    <message>
        <source>The archive index is damaged; the saved games are read from their files.</source>
        <translation>نمایهٔ بایگانی آسیب دیده است؛ بازی‌های ذخیره‌شده از پرونده‌های خودشان خوانده می‌شوند.</translation>
    </message>
    <message>
        <source>The archive index cannot be opened; the saved games are read from their files.</source>
        <translation>نمایهٔ بایگانی باز نمی‌شود؛ بازی‌های ذخیره‌شده از پرونده‌های خودشان خوانده می‌شوند.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>the previous good copy (.bak): the autosave is damaged</source>
        <translation type="vanished">نسخهٔ سالم قبلی (.bak)؛ ذخیرهٔ خودکار آسیب دیده است</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>%1 players: %2</source>
        <translation>%1 بازیکن: %2</translation>
    </message>
    <message>
        <source>Where it stood</source>
        <translation>وضعیت بازی</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>آخرین تغییر</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <extracomment>The least width of the dialog&apos;s texts (px).</extracomment>
        <translation>بازی ناتمام ادامه یابد؟</translation>
    </message>
    <message>
        <source>The last game is not finished: it was left at %1. Continue it where it stood?</source>
        <translation>بازی قبلی تمام نشده است: در %1 مانده است. از همان‌جا ادامه یابد؟</translation>
    </message>
    <message>
        <source>The last game is not finished. Continue it where it stood?</source>
        <translation>بازی قبلی تمام نشده است. از همان‌جا ادامه یابد؟</translation>
    </message>
    <message>
        <source>The last game was not finished (the app was closed or the computer stopped). Resume it where it stood?</source>
        <translation>بازی قبلی تمام نشده بود (برنامه بسته شد یا رایانه خاموش شد). از همان‌جا ادامه یابد؟</translation>
    </message>
    <message>
        <source>The last game was closed before it ended. Continue it where it stood?</source>
        <translation type="vanished">بازی قبلی پیش از پایانش بسته شد. از همان‌جا ادامه یابد؟</translation>
    </message>
    <message>
        <source>An autosaved game cannot be read. Its file is kept as it is.</source>
        <translation>یک بازی ذخیره‌شدهٔ خودکار خوانده نمی‌شود. پرونده‌اش همان‌طور که هست نگه داشته می‌شود.</translation>
    </message>
    <message>
        <source>Not now keeps the file; it stays listed in the archive.</source>
        <translation>«حالا نه» فایل را نگه می‌دارد؛ در بایگانی می‌ماند.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>حالا نه</translation>
    </message>
    <message>
        <source>Autosaves that cannot be read:</source>
        <extracomment>True when the narrator quit the app from the question (the app&apos;s Quit keys, Ctrl+Q): «Not now», then the window closes (:func:`ask_resume_with_dialog`).</extracomment>
        <translation>ذخیره‌های خودکاری که خوانده نمی‌شوند:</translation>
    </message>
    <message>
        <source>No earlier good copy of it was found.</source>
        <translation>نسخهٔ سالم پیشینی از آن پیدا نشد.</translation>
    </message>
    <message>
        <source>Open its last good state (%1 actions, %2)</source>
        <translation type="vanished">باز کردن آخرین حالت سالم آن (%1 کنش، %2)</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay — read only</source>
        <translation>بازپخش — فقط خواندنی</translation>
    </message>
    <message>
        <source>Warning: this game&apos;s scenario file has changed since the game was saved. It still replays; the file is not changed.</source>
        <translation>هشدار: فایل سناریوی این بازی پس از ذخیرهٔ بازی تغییر کرده است. بازی هنوز بازپخش می‌شود؛ فایل تغییر نمی‌کند.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>اولین</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>قبلی</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>آخرین</translation>
    </message>
    <message>
        <source>This action wrote in the log:</source>
        <translation>این اقدام در گزارش نوشت:</translation>
    </message>
    <message>
        <source>Game log up to here</source>
        <translation>گزارش بازی تا اینجا</translation>
    </message>
    <message>
        <source>Replay: %1 — Ravi</source>
        <translation>بازپخش: %1 — راوی</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>اقدام %1 از %2</translation>
    </message>
    <message>
        <source>(nothing written)</source>
        <translation>(چیزی نوشته نشد)</translation>
    </message>
</context>
<context>
    <name>RoleReference</name>
    <message>
        <source>No role dealt yet.</source>
        <translation>هنوز نقشی پخش نشده است.</translation>
    </message>
    <message>
        <source>While %1 lives, parity does not end the game; %1 wins when no mafia is left or when at most %2 players are alive. Once %1 is out, the parity rule applies.</source>
        <translation>تا %1 زنده است، برابری بازی را تمام نمی‌کند؛ %1 وقتی برنده است که مافیایی نمانده باشد یا حداکثر %2 بازیکن زنده باشند. پس از خروج %1، قانون برابری برقرار است.</translation>
    </message>
    <message>
        <source>%1 wins when alive with at most %2 players alive; while %1 lives the city cannot win and the mafia need to be at least as many as the rest. Once %1 is out, the parity rule applies.</source>
        <translation>%1 وقتی برنده است که زنده باشد و حداکثر %2 بازیکن زنده باشند؛ تا %1 زنده است شهر نمی‌تواند برنده شود و مافیا باید دست‌کم هم‌شمار بقیه باشد. پس از خروج %1، قانون برابری برقرار است.</translation>
    </message>
    <message>
        <source>The city wins when no mafia is left; the mafia win when they are at least as many as the other players.</source>
        <translation>شهر وقتی برنده است که مافیایی نمانده باشد؛ مافیا وقتی برنده است که دست‌کم هم‌شمار بقیه‌ی بازیکنان باشد.</translation>
    </message>
    <message>
        <source>%1 counts with the side he chose, and wins with it.</source>
        <translation>%1 با سمتی که برگزیده شمرده می‌شود و با آن برنده می‌شود.</translation>
    </message>
    <message>
        <source>%1 counts with the city.</source>
        <translation>%1 با شهر شمرده می‌شود.</translation>
    </message>
    <message>
        <source>Players: %1 to %2 (reference game: %3)</source>
        <translation>بازیکنان: %1 تا %2 (بازی مرجع: %3)</translation>
    </message>
    <message>
        <source>How the game is won</source>
        <translation>شرط برد</translation>
    </message>
    <message>
        <source>The night, in order</source>
        <translation>شب، به ترتیب</translation>
    </message>
    <message>
        <source>Status inquiries the table may ask for by day: %1</source>
        <translation>استعلام وضعیتی که میز روز می‌تواند بخواهد: %1</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>نقش‌ها</translation>
    </message>
    <message>
        <source>Role and ability of the selected seat</source>
        <translation>نقش و توانایی صندلی انتخاب‌شده</translation>
    </message>
    <message>
        <source>Rules of this scenario</source>
        <translation>قوانین این سناریو</translation>
    </message>
    <message>
        <source>Role of %1</source>
        <translation>نقش %1</translation>
    </message>
    <message>
        <source>Role and ability…</source>
        <translation>نقش و توانایی…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>Each language named in its own script (the same in both languages).</extracomment>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;زبان:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;پوسته:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>اندازهٔ &amp;قلم:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>روشن</translation>
    </message>
    <message>
        <source>Dark (for a dim room)</source>
        <translation>تیره (برای اتاق کم‌نور)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>کنتراست بالا</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> پوینت</translation>
    </message>
    <message>
        <source>Changes apply at once to every open window.</source>
        <translation>تغییرها بی‌درنگ در همهٔ پنجره‌های باز اعمال می‌شود.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Wins by side, per scenario</source>
        <extracomment>Bar colours by side (each bar also carries its number and the legend names the side).</extracomment>
        <translation>بردها به تفکیک طرف، در هر سناریو</translation>
    </message>
    <message>
        <source>No finished game in this range.</source>
        <translation>در این بازه بازی تمام‌شده‌ای نیست.</translation>
    </message>
    <message>
        <source>Select a player to see the record over time.</source>
        <translation>بازیکنی را انتخاب کنید تا کارنامه‌اش در طول زمان دیده شود.</translation>
    </message>
    <message>
        <source>%1: games played and won, by month</source>
        <translation type="vanished">%1: بازی‌ها و بردها، ماه به ماه</translation>
    </message>
    <message>
        <source>%1: games played and won, over time</source>
        <translation>%1: بازی‌ها و بردها در طول زمان</translation>
    </message>
    <message>
        <source>played</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Games an independent won alone. An independent who won with the side he chose (Nostradamus) counts in that side&apos;s column, and as a win in his player&apos;s row.</source>
        <translation>بازی‌هایی که یک مستقل به تنهایی برد. مستقلی که همراه سایدِ انتخابی‌اش برد (نوستراداموس) در ستون همان ساید شمرده می‌شود، و در ردیف بازیکنش یک برد به حساب می‌آید.</translation>
    </message>
    <message>
        <source>The club&apos;s statistics — Ravi</source>
        <extracomment>``choose_csv_path() -&gt; str``: where to export (&quot;&quot; for nowhere); tests replace it.</extracomment>
        <translation>آمار باشگاه — راوی</translation>
    </message>
    <message>
        <source>From (Jalali):</source>
        <extracomment>The height a window manager&apos;s title bar and frame take, in pixels (a window not yet shown has no frame to measure).</extracomment>
        <translation>از (شمسی):</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>تا:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>خروجی CSV…</translation>
    </message>
    <message>
        <source>No player to list: a seat with no name is not counted. Type the players&apos; names at New game to see them here.</source>
        <translation>بازیکنی برای نمایش نیست: صندلی بی‌نام شمرده نمی‌شود. نام بازیکنان را در «بازی تازه» بنویسید تا اینجا دیده شوند.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <source>As %1</source>
        <translation>در نقش %1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>سناریو</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>برد %1</translation>
    </message>
    <message>
        <source>Days on average</source>
        <translation>میانگین روزها</translation>
    </message>
    <message>
        <source>A date is the Jalali year, month and day: 1405-09-08.</source>
        <translation>تاریخ را به شکل سال، ماه و روز شمسی بنویسید: ۱۴۰۵-۰۹-۰۸.</translation>
    </message>
    <message>
        <source>%1 (%2 finished, %3 unfinished); %4</source>
        <translation>%1 (%2 تمام‌شده، %3 ناتمام)؛ %4</translation>
    </message>
    <message>
        <source>%1 won %2 of %3.</source>
        <translation>%1 در %2 بازی از %3 برد.</translation>
    </message>
    <message>
        <source>By side ended on: %1</source>
        <translation>به تفکیک طرفی که بازی را با آن تمام کرد: %1</translation>
    </message>
    <message>
        <source>%1 games (%2 finished, %3 unfinished); %4 files cannot be read</source>
        <translation type="vanished">%1 بازی (%2 تمام‌شده، %3 ناتمام)؛ %4 پرونده خوانده نمی‌شود</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 از %3</translation>
    </message>
    <message>
        <source>%1 won %2 of %3 games.</source>
        <translation type="vanished">%1 در %2 بازی از %3 بازی برد.</translation>
    </message>
    <message>
        <source>By side (the role dealt): %1</source>
        <translation type="vanished">به تفکیک طرف (نقشی که گرفت): %1</translation>
    </message>
    <message>
        <source>By role dealt: %1</source>
        <translation>به تفکیک نقش: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>نوشتن %1 ممکن نشد: %2</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>خروجی آمار</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>پرونده‌های CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n بازی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) cannot be read</source>
        <translation>
            <numerusform>%n پرونده خوانده نمی‌شود</numerusform>
        </translation>
    </message>
</context>
</TS>
