<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>ArchiveModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DayPanel</name>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message numerus="yes">
        <source>Click %n seat(s) on the table.</source>
        <translation>
            <numerusform>Click %n seat on the table.</numerusform>
            <numerusform>Click %n seats on the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) cannot be read</source>
        <translation>
            <numerusform>%n file cannot be read</numerusform>
            <numerusform>%n files cannot be read</numerusform>
        </translation>
    </message>
</context>
</TS>
