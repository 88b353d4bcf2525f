#!/usr/bin/env python3
"""Oracle for `veloscore load --session-rpe` (SessionRPELoadCLITests): Foster's
session-RPE load (RPE × minutes, AU) summed per day, 0 on days without a
session, then monotony (7-day mean ÷ SD, ddof 1), strain (7-day sum ×
monotony) and the coupled ACWR (7-day ÷ 28-day rolling mean) with pandas.
The workout list is the one the test writes: 40 days from 2026-10-01, no
session on every 7th day from the 4th, minutes 30 + (7k mod 50), RPE 3 + (5k mod 7).

  python3 Tests/Oracles/session_rpe_oracle.py
"""
import datetime
import json

import pandas as pd

start = datetime.date(2026, 10, 1)
rows = [(start + datetime.timedelta(days=k), 30 + (k * 7) % 50, 3 + (k * 5) % 7) for k in range(40) if k % 7 != 3]
sessions = pd.DataFrame(rows, columns=["date", "minutes", "rpe"])
au = (sessions.minutes * sessions.rpe).set_axis(pd.to_datetime(sessions.date))
daily = au.reindex(pd.date_range(start, periods=40), fill_value=0).astype(float)
week = daily.rolling(7)
monotony = week.mean() / week.std(ddof=1)
print(json.dumps({
    "lastDayAU": daily.iloc[-1], "monotony": monotony.iloc[-1], "strain": (week.sum() * monotony).iloc[-1],
    "acwrCoupled": (daily.rolling(7).mean() / daily.rolling(28).mean()).iloc[-1],
}, indent=1))
