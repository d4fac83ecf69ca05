"""Words and prose of the corpus, written for it, in English, Chinese, Korean and Japanese."""

# English concept → (zh, ko, ja) localized names.
HUES = {
    "Red": ("红色", "빨강", "赤"), "Orange": ("橙色", "주황", "オレンジ"), "Yellow": ("黄色", "노랑", "黄"),
    "Green": ("绿色", "초록", "緑"), "Mint": ("薄荷色", "민트", "ミント"), "Teal": ("蓝绿色", "청록", "ティール"),
    "Cyan": ("青色", "시안", "シアン"), "Blue": ("蓝色", "파랑", "青"), "Indigo": ("靛蓝", "남색", "インディゴ"),
    "Purple": ("紫色", "보라", "紫"), "Pink": ("粉色", "분홍", "ピンク"), "Brown": ("棕色", "갈색", "茶"),
    "Gray": ("灰色", "회색", "グレー"), "Coral": ("珊瑚色", "산호", "コーラル"), "Lime": ("青柠色", "라임", "ライム"),
    "Sky": ("天蓝", "하늘", "スカイ"), "Sand": ("沙色", "모래", "サンド"), "Plum": ("梅紫", "자두", "プラム"),
    "Forest": ("森林绿", "숲", "フォレスト"), "Ocean": ("海蓝", "바다", "オーシャン"), "Rose": ("玫瑰色", "장미", "ローズ"),
    "Amber": ("琥珀色", "호박색", "アンバー"), "Slate": ("石板灰", "슬레이트", "スレート"), "Olive": ("橄榄绿", "올리브", "オリーブ"),
    "Lavender": ("薰衣草紫", "라벤더", "ラベンダー"), "Ruby": ("宝石红", "루비", "ルビー"), "Jade": ("翡翠绿", "비취", "翡翠"),
    "Clay": ("陶土色", "점토", "クレイ"), "Denim": ("牛仔蓝", "데님", "デニム"), "Honey": ("蜂蜜色", "꿀색", "ハニー"),
}
EXTRA = ["Gray (2)", "Gray (3)", "Gray (4)", "Brand accent", "Link tint", "Focus ring", "Selection",
         "Warning", "Success", "Critical", "Info", "Highlight fill", "Badge", "Chart one", "Chart two",
         "Chart three", "Chart four", "Tab tint", "Sidebar accent", "Toggle on"]
ANDROID = ["Primary", "On primary", "Primary container", "On primary container", "Secondary", "On secondary",
           "Tertiary", "Error", "On error", "Surface", "On surface", "Surface variant", "Outline",
           "Inverse surface", "Scrim", "Shadow", "Surface tint", "Error container", "Secondary container",
           "Tertiary container"]
NAMED = ["Canvas", "Ink", "Paper", "Hairline", "Backdrop", "Frame", "Glyph", "Well", "Rule line",
         "Empty state", "Page", "Caption ink", "Card edge", "Mask", "Stencil", "Gutter"]
ALPHA = ["Dimming", "Pressed overlay", "Hover veil", "Shade", "Haze", "Tint wash", "Glass", "Fog",
         "Disabled fill", "Drag shadow", "Modal scrim", "Veil"]
P3 = ["Vivid red", "Vivid green", "Vivid blue", "Neon pink", "Laser lime", "Deep cyan", "Hot orange",
      "Ultra violet", "Wide gold", "Wide teal"]
PAIRS = {
    "en": ["Primary button", "Banner", "Toast", "Chip", "Badge label", "Code block", "Tooltip", "Callout",
           "Alert strip", "Tag", "Quote", "Footer", "Selected row", "Menu item", "Error box"],
    "zh": ["主要按钮", "横幅", "提示条", "标签", "代码块", "工具提示", "引用", "页脚", "选中行", "错误框"],
    "ko": ["기본 버튼", "배너", "토스트", "칩", "코드 블록", "툴팁", "인용문", "바닥글", "선택된 행", "오류 상자"],
    "ja": ["主ボタン", "バナー", "トースト", "チップ", "コード", "ツールチップ"],
}
UNKNOWN = ["Aqua", "Graphite", "Vibrant", "Tinted", "Sepia", "Monochrome", "Print", "Clear", "Vibrancy",
           "Tinted (accent)", "Graphite (vibrant)", "Accent tint"]

LANG_INDEX = {"zh": 0, "ko": 1, "ja": 2}

W = {
    "name": {"en": ["Name", "Color"], "zh": ["名称", "颜色"], "ko": ["이름", "색상"], "ja": ["名前", "色"]},
    "light": {"en": ["Default (light)", "Light", "Light mode"], "zh": ["浅色", "默认（浅色）"],
              "ko": ["라이트", "기본 (라이트)"], "ja": ["ライト"]},
    "dark": {"en": ["Default (dark)", "Dark", "Dark mode"], "zh": ["深色", "默认（深色）"],
             "ko": ["다크", "기본 (다크)"], "ja": ["ダーク"]},
    "light-increased-contrast": {"en": ["Increased contrast (light)"], "zh": ["高对比度（浅色）"],
                                 "ko": ["고대비 (라이트)"], "ja": ["コントラストを上げる（ライト）"]},
    "dark-increased-contrast": {"en": ["Increased contrast (dark)"], "zh": ["高对比度（深色）"],
                                "ko": ["고대비 (다크)"], "ja": ["コントラストを上げる（ダーク）"]},
    "background": {"en": ["Background color", "Background"], "zh": ["背景色"], "ko": ["배경색"], "ja": ["背景色"]},
    "foreground": {"en": ["Text color", "Foreground"], "zh": ["文字颜色"], "ko": ["글자색"], "ja": ["文字色"]},
    "element": {"en": ["Element", "Usage"], "zh": ["用途", "元素"], "ko": ["요소", "용도"], "ja": ["要素"]},
    "flat-default": {"en": "Default", "zh": "默认", "ko": "기본", "ja": "デフォルト"},
    "flat-increased": {"en": "Increased contrast", "zh": "辅助功能", "ko": "고대비", "ja": "コントラストを上げる"},
    "flat-light": {"en": "Light", "zh": "浅色", "ko": "라이트", "ja": "ライト"},
    "flat-dark": {"en": "Dark", "zh": "深色", "ko": "다크", "ja": "ダーク"},
    "flat-name": {"en": "Name", "zh": "名称", "ko": "이름", "ja": "名前"},
    "t-light": {"en": "Light", "zh": "浅色", "ko": "라이트", "ja": "ライト"},
    "t-dark": {"en": "Dark", "zh": "深色", "ko": "다크", "ja": "ダーク"},
}

TITLES = {
    "en": ["Color", "System colors", "Palette", "Brand colors", "Theme colors", "Status colors", "Color tokens",
           "Accessible color", "Surface colors", "Chart colors"],
    "zh": ["颜色", "系统颜色", "调色板", "品牌颜色", "主题颜色", "状态颜色", "色彩规范", "图表颜色"],
    "ko": ["색상", "시스템 색상", "팔레트", "브랜드 색상", "테마 색상", "상태 색상", "색상 토큰", "차트 색상"],
    "ja": ["カラー", "システムカラー", "パレット", "テーマカラー"],
}
HEADINGS = {
    "en": ["Specifications", "Values", "Reference", "Palette values", "Colors in each appearance", "Overview",
           "Layout", "Typography", "Motion", "Spacing", "Assets", "Change log"],
    "zh": ["规格", "颜色值", "参考", "概览", "排版", "动效", "间距", "素材", "更新记录"],
    "ko": ["사양", "색상 값", "참고", "개요", "타이포그래피", "모션", "간격", "에셋", "변경 기록"],
    "ja": ["仕様", "カラー値", "参考", "概要", "タイポグラフィ", "モーション", "余白"],
}
PROSE = {
    "en": [
        "Pick a small set of colors and give each one a single job, so that people learn what it means.",
        "Every value below was measured on the reference devices; treat them as a starting point for design files.",
        "When a surface sits on top of another, the upper one should read as closer without relying on hue alone.",
        "Check each pairing in both appearances before shipping, because a tint that works on white may vanish on black.",
        "Use the platform names in code rather than the numbers, since the numbers can move between releases.",
        "Status colors carry meaning, so back them with an icon or a word for anyone who cannot tell them apart.",
        "Brand tints belong on a few key controls; spreading them everywhere dilutes the signal they send.",
        "Increased contrast variants move further away from the background than the default ones do.",
        "Large fills tolerate softer tones, while thin strokes and small text need stronger ones.",
        "The table lists the values our design team agreed on during the last review.",
        "Keep decorative color out of places where people expect to tap.",
        "Translucent layers pick up the hue of whatever scrolls beneath them, so test them over photos.",
    ],
    "zh": [
        "选择少量颜色，并让每种颜色只承担一种含义，用户才能记住它代表什么。",
        "下表中的数值来自参考设备的测量结果，可作为设计稿的起点。",
        "在浅色和深色两种外观下都要检查每一组配色，白底上好看的颜色在黑底上可能看不清。",
        "在代码中请使用平台提供的名称，而不是直接写数值，因为数值可能随版本调整。",
        "状态颜色承载含义，请同时配上图标或文字，方便无法分辨颜色的用户。",
        "品牌色只用于少数关键控件，到处使用会削弱它的提示作用。",
        "高对比度版本比默认版本离背景更远，更容易辨认。",
        "大面积填充可以使用柔和的色调，细线和小字则需要更强的颜色。",
        "半透明图层会带上下方内容的颜色，请在照片上方测试它们。",
        "不要把装饰性的颜色放在用户期望点按的位置。",
    ],
    "ko": [
        "색은 몇 가지만 고르고 각각 한 가지 역할만 맡기면 사람들이 의미를 쉽게 익힙니다.",
        "아래 값은 기준 기기에서 측정한 것이며 디자인 파일의 출발점으로 쓰면 됩니다.",
        "밝은 모드와 어두운 모드 모두에서 조합을 확인하세요. 흰 배경에서 보이던 색이 검은 배경에서는 사라질 수 있습니다.",
        "코드에서는 숫자 대신 플랫폼이 제공하는 이름을 사용하세요. 숫자는 릴리스마다 바뀔 수 있습니다.",
        "상태 색상에는 의미가 있으므로 색을 구별하기 어려운 사람을 위해 아이콘이나 글을 함께 두세요.",
        "브랜드 색은 중요한 컨트롤 몇 곳에만 쓰는 것이 좋습니다.",
        "고대비 값은 기본 값보다 배경에서 더 멀리 떨어져 있어 더 잘 보입니다.",
        "넓은 면에는 부드러운 톤을, 가는 선과 작은 글자에는 더 진한 톤을 쓰세요.",
        "반투명 레이어는 아래에 있는 내용의 색을 띠므로 사진 위에서 시험해 보세요.",
        "사람들이 탭할 것이라고 예상하는 곳에는 장식용 색을 쓰지 마세요.",
    ],
    "ja": [
        "色は少数に絞り、それぞれに一つの役割だけを持たせると意味が伝わりやすくなります。",
        "下の値は基準となる端末で測ったもので、デザインの出発点として使えます。",
        "ライトとダークの両方で組み合わせを確認してください。",
        "コードでは数値ではなくプラットフォームの名前を使ってください。",
        "状態を表す色には、アイコンや言葉を添えてください。",
    ],
}
